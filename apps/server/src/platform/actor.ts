import { ErrorCode, type TDelegationAccess, type TOperatorRole, type TUserRole } from '@atlas/shared';
import { AppError } from './errors';

/**
 * A user account at work. `userId` and `role` are always the account acted for: a delegate's
 * switched session acts as the delegator, so tenancy (`where owner = userId`) needs no special
 * case. `actorUserId` is the person who acts: the delegate while switched, else `userId`.
 * Every business write records both (docs/architecture.md, "Delegation").
 *
 * `via` says what authenticated the call; for the open API `sessionId` holds the API key's id,
 * so code that ends "this session" never touches a real session.
 */
export type TUserActor = {
  kind: 'user';
  userId: string;
  role: TUserRole;
  sessionId: string;
  actorUserId: string;
  via: 'session' | 'api_key';
  /** Set while a delegate works in a delegator's account; access is read on every call. */
  delegation?: { id: string; access: TDelegationAccess };
};
/** An operator at work; `operatorRole` is read with the session on every call. */
export type TOperatorActor = {
  kind: 'operator';
  operatorId: string;
  operatorRole: TOperatorRole;
  sessionId: string;
};
export type TAnonymous = { kind: 'anonymous' };
export type TActor = TUserActor | TOperatorActor | TAnonymous;

/** The two ids a write records: whose account it changed, and who did it. */
export function authorship(actor: TUserActor): { userId: string; actorUserId: string } {
  return { userId: actor.userId, actorUserId: actor.actorUserId };
}

/**
 * Credentials and delegation stay with the account's owner: a delegate, even with full access,
 * could otherwise keep a way in after the owner ends the delegation.
 */
export function requireOwnAccount(actor: TUserActor, message: string): void {
  if (actor.delegation || actor.via !== 'session') {
    throw new AppError(ErrorCode.roleNotAllowed, message);
  }
}
