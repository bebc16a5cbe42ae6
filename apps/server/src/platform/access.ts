import type { TOperatorActor, TUserActor } from './actor';
import type { TAuditLog } from './audit';
import type { TDeps } from './deps';

/**
 * A state of the caller's account a route needs beyond its role, declared on the route and
 * checked in `register.ts` after the guard and before the input is parsed and the handler runs;
 * services never check these by hand. Checks of the record a call touches (whose id it is, what
 * state that record is in) stay in the services: they are not preconditions.
 *
 * - `sellerNotice`: a seller agreed to the current seller notice (spec 7.4), else 409/1009.
 * - `publisherApproved`: an operator approved the publisher (DOMAIN.md), else 403/3008 saying
 *   what to finish.
 * - `associateActive`: the publisher's associate access is not blocked, else 403/3008.
 * - `marketplaceConnected`: the seller connected its marketplace account, else 409/1009.
 *
 * Each is answered by the modules through `TAccess.preconditions` (`src/access.ts`).
 */
export type TAccountPrecondition =
  | 'sellerNotice'
  | 'publisherApproved'
  | 'associateActive'
  | 'marketplaceConnected';

/**
 * `ownAccount`: the account's owner at work in a session of its own (not a delegate switched
 * in, not an API key), else 403/4003 with the call's own words: credentials, delegation and
 * where the money goes stay with the owner (`requireOwnAccount`, `platform/actor.ts`).
 */
export type TOwnAccountPrecondition = { readonly ownAccount: string };

export type TPrecondition = TAccountPrecondition | TOwnAccountPrecondition;

/** The `ownAccount` precondition, refused with `message`. */
export const ownAccount = (message: string): TOwnAccountPrecondition => ({ ownAccount: message });

/**
 * What the guard and the preconditions need from the modules, handed in by the composition
 * root (`src/access.ts`), so `platform/` depends on no module.
 */
export type TAccess = {
  resolveSession: (
    deps: TDeps,
    portal: 'user' | 'operator',
    token: string,
  ) => Promise<TUserActor | TOperatorActor>;
  resolveApiKey: (deps: TDeps, key: string, ip: string) => Promise<TUserActor>;
  preconditions: Record<TAccountPrecondition, (deps: TDeps, actor: TUserActor) => Promise<void>>;
  /** The audit log every operator write goes through (`platform/audit.ts`). */
  audit: TAuditLog;
};
