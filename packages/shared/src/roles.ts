export const userRoles = ['seller', 'publisher', 'partner'] as const;
export type TUserRole = (typeof userRoles)[number];

/** Who may call a route: a user role, the operator console, or anyone. */
export type TRouteRole = TUserRole | 'operator' | 'public';
