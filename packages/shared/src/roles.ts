export const userRoles = ['seller', 'publisher', 'partner'] as const;

/** An account is `pending` until activated; an operator may disable it. */
export const accountStatuses = ['pending', 'active', 'disabled'] as const;

/** A publisher waits for an operator's review before it may create tracking links. */
export const publisherReviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type TPublisherReviewStatus = (typeof publisherReviewStatuses)[number];
export type TUserRole = (typeof userRoles)[number];

/**
 * What an operator may do in the console: an admin changes things; support reads, searches and
 * exports but every write answers 4003 (docs/domain.md, "Operator console").
 */
export const operatorRoles = ['admin', 'support'] as const;
export type TOperatorRole = (typeof operatorRoles)[number];

/**
 * A publisher's associate standing, set by an operator: `unverified` (the default) follows the
 * associates tag alone; `verified` is an associate the team checked and linked; `blocked` may
 * neither create associate links nor upload associates reports.
 */
export const associateStatuses = ['unverified', 'verified', 'blocked'] as const;
export type TAssociateStatus = (typeof associateStatuses)[number];

/** Who may call a route: a user role, the operator console, or anyone. */
export type TRouteRole = TUserRole | 'operator' | 'public';

/**
 * An operator write in the audit log: `started` is written before the write runs, then it
 * becomes `done` or `failed`; a `started` row that never moved is a write a crash interrupted.
 */
export const auditOutcomes = ['started', 'done', 'failed'] as const;
export type TAuditOutcome = (typeof auditOutcomes)[number];
