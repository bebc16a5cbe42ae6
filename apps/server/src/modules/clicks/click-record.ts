import { clickAgentClasses, type TClickAgentClass } from '@atlas/shared';
import { randomString } from '../../platform/ids';

/**
 * One click as the redirect answered it: a line of the local click log, then a row of `clicks`.
 * The id is made here, so shipping the same line twice (after a crash) writes one row.
 */
export type TClickRecord = {
  id: string;
  /** When the click was answered, in ms since the epoch. */
  at: number;
  linkId: string;
  /** The link's marketplace: its day is cut in that zone. */
  countryCode: string;
  subId: string | null;
  ipHash: string;
  agentClass: TClickAgentClass;
  referrerHost: string | null;
  isBot: boolean;
  earning: boolean;
};

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Drawn once per process: ids of two servers (or two runs of one) never meet. */
const run = randomString(10, base62);
let sequence = 0;

/**
 * `clk_` + the time in base 36 (9 characters: in order until the year 5188) + this process's
 * random part + a counter: unique without drawing random bytes per click (a synchronous draw
 * cost more than the rest of the id).
 */
export function newClickId(at: number): string {
  sequence = (sequence + 1) % 36 ** 6;
  return `clk_${at.toString(36).padStart(9, '0')}${run}${sequence.toString(36).padStart(6, '0')}`;
}

export function clickLine(record: TClickRecord): string {
  return `${JSON.stringify(record)}\n`;
}

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const textOrNull = (value: unknown) => value === null || text(value);

/** The record a log line holds, or null when the line is not one (it is then skipped). */
export function parseClickLine(line: string): TClickRecord | null {
  let value: Partial<Record<keyof TClickRecord, unknown>>;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  const valid =
    typeof value === 'object' &&
    value !== null &&
    text(value.id) &&
    Number.isFinite(value.at) &&
    text(value.linkId) &&
    text(value.countryCode) &&
    textOrNull(value.subId) &&
    text(value.ipHash) &&
    clickAgentClasses.includes(value.agentClass as TClickAgentClass) &&
    textOrNull(value.referrerHost) &&
    typeof value.isBot === 'boolean' &&
    typeof value.earning === 'boolean';
  return valid ? (value as TClickRecord) : null;
}
