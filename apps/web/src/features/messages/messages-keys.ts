/** The list (and so the navigation badge) is read again this often. */
export const listPollMs = 30_000;
