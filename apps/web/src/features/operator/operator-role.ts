import { useOperator } from '../../session/operator-session';

/** What a support operator reads where an admin's button would be. */
export const supportReadOnlyHint = 'Support operators can look and export; ask an admin to change this';

/**
 * Whether the signed-in operator may change things: admins may, support operators only read
 * and export (the server refuses their writes with 4003 all the same). Screens hide or disable
 * their write buttons with `supportReadOnlyHint` as the reason.
 */
export function useCanWrite(): boolean {
  return useOperator().account?.role === 'admin';
}
