/**
 * The error codes of DOMAIN.md. Every envelope carries one as a string; the HTTP status still
 * tells the class. `1401` is ours: "no session, or it expired" (DOMAIN.md only names its status).
 */
/**
 * Why a call answers 409/1009 for the account's state rather than ending its access (3008):
 * `data.reason`, which the web client turns into what to finish instead of a retry.
 */
export const accountGateReasons = ['approval_pending', 'approval_refused', 'associate_paused'] as const;
export type TAccountGateReason = (typeof accountGateReasons)[number];

export const ErrorCode = {
  ok: '0',
  validation: '1001',
  notFound: '1004',
  conflict: '1009',
  tooLarge: '1013',
  rateLimited: '1029',
  sessionMissing: '1401',
  operatorHeaderMissing: '3006',
  accountNotAllowed: '3008',
  tokenMismatch: '3010',
  roleNotAllowed: '4003',
  internal: '5000',
} as const;

export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const httpStatusOf: Record<TErrorCode, number> = {
  '0': 200,
  '1001': 400,
  '1004': 404,
  '1009': 409,
  '1013': 413,
  '1029': 429,
  '1401': 401,
  '3006': 401,
  '3008': 403,
  '3010': 401,
  '4003': 403,
  '5000': 500,
};

/** The fixed messages a client may rely on (spec 8). */
export const ErrorMessage = {
  tokenMismatch: 'Authentication token does not match',
  operatorHeaderMissing: 'Authorization header is missing',
  sessionMissing: 'Please sign in',
  routeNotFound: 'Route not found',
} as const;
