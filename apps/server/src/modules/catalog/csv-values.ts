import { formatBasisPoints } from '@atlas/shared';

export type TCsvFile = { fileName: string; body: string };

/** Minor units as a plain decimal ("19.99") for spreadsheets; the currency has its own column. */
export const decimal = (minor: number | null) =>
  minor === null ? null : `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
export const percent = (bp: number | null) => (bp === null ? null : formatBasisPoints(bp));
