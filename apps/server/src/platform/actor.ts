import type { TUserRole } from '@atlas/shared';

/** Who is calling: what services take instead of the request. */
export type TUserActor = { kind: 'user'; userId: string; role: TUserRole; sessionId: string };
export type TOperatorActor = { kind: 'operator'; operatorId: string; sessionId: string };
export type TAnonymous = { kind: 'anonymous' };
export type TActor = TUserActor | TOperatorActor | TAnonymous;
