import type { TOperatorActor, TUserActor } from './actor';
import type { TAuditLog } from './audit';
import type { TDeps } from './deps';

/**
 * A state of the account a route needs beyond its role, checked in `register.ts` after the
 * input is parsed and before the handler: `sellerNotice`, the seller notice agreed (spec 7.4).
 * Publisher approval and a completed profile join here as their features land.
 */
export type TPrecondition = 'sellerNotice' | 'publisherApproved';

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
  preconditions: Record<TPrecondition, (deps: TDeps, actor: TUserActor) => Promise<void>>;
  /** The audit log every operator write goes through (`platform/audit.ts`). */
  audit: TAuditLog;
};
