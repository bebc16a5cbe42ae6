/**
 * Tracking (spec 7.10 and 7.14): every screen shows its calls' failures itself (a retry, an inline
 * alert, or what to finish when the account is not approved: 3008), so none toasts or leaves the page.
 */
export const quiet = { keepPage: true, silent: true };
