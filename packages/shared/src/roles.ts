export const userRoles = ['seller', 'publisher', 'partner'] as const;

/** An account is `pending` until activated; an operator may disable it. */
export const accountStatuses = ['pending', 'active', 'disabled'] as const;

/** A publisher waits for an operator's review before it may create tracking links. */
export const publisherReviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type TPublisherReviewStatus = (typeof publisherReviewStatuses)[number];
export type TUserRole = (typeof userRoles)[number];

/** Who may call a route: a user role, the operator console, or anyone. */
export type TRouteRole = TUserRole | 'operator' | 'public';
