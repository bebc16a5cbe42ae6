import { accountGateReasons, ErrorCode } from '@atlas/shared';
import { ApiError } from './error-catalogue';

/**
 * A refusal for the account's state, not its access (409/1009 with `data.reason`): a publisher
 * waiting for review or refused, an associate paused. The page says why and what to do; access
 * ended (3008) goes to /index as spec 8 says.
 */
const gateReasons = new Set<string>(accountGateReasons);

export const isAccountGate = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === ErrorCode.conflict && gateReasons.has(error.reason ?? '');

/** The publisher is not approved (yet): the Profile screen is where she finishes it. */
export const isApprovalRequired = (error: unknown): error is ApiError =>
  isAccountGate(error) && error.reason !== 'associate_paused';
