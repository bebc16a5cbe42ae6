import { ErrorCode, type TLoginRequest } from '@atlas/shared';
import type { FastifyRequest } from 'fastify';
import { demoPassword, demoReach, isDemoEmail } from '../../platform/demo-accounts';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { TPortal } from './sign-in-limits';

/**
 * The README's demo password signs a demo account in only where demo accounts are served
 * (platform/demo-accounts.ts): refused before the password is checked, so a remote client of a
 * developer's server behind a reverse proxy never enters one. An owner's own password is not
 * touched by this.
 */
export function refuseDemoPassword(
  deps: TDeps,
  portal: TPortal,
  input: TLoginRequest,
  request: FastifyRequest,
): void {
  if (input.password !== demoPassword || !isDemoEmail(input.email)) {
    return;
  }
  const reach = demoReach(deps.config, request);
  if (reach === 'any' || (reach === 'demo-users' && portal === 'user')) {
    return;
  }
  throw new AppError(
    ErrorCode.accountNotAllowed,
    'The demo accounts sign in only on the machine that runs this server',
  );
}
