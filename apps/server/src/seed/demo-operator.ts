import { findOperatorByEmail } from '../modules/auth/auth.repository';
import type { TOperatorActor } from '../platform/actor';
import { audited, type TAuditInput } from '../platform/audit';
import type { TDeps } from '../platform/deps';
import type { TAnyRoute } from '../platform/route';

/** The demo's admin operator, who makes the demo's console writes. */
export const demoAdminEmail = 'admin@demo.test';

/** A demo operator at work, found by e-mail (the admin by default); none before the accounts exist. */
export async function demoOperatorActor(
  deps: TDeps,
  email = demoAdminEmail,
): Promise<TOperatorActor | undefined> {
  const row = await findOperatorByEmail(deps.db, email);
  return row && { kind: 'operator', operatorId: row.id, operatorRole: row.role, sessionId: 'demo-seed' };
}

/**
 * One of the demo's console writes, made through the service inside the audit log's entries as
 * the route `method path` of `routes` would be, so a fresh demo's log shows what the seed did.
 */
export function demoAudited<T>(
  deps: TDeps,
  actor: TOperatorActor,
  routes: readonly TAnyRoute[],
  call: { method: string; path: string; input: Partial<TAuditInput> },
  write: () => Promise<T>,
): Promise<T> {
  const route = routes.find((r) => r.method === call.method && r.path === call.path);
  if (!route) {
    throw new Error(`no route ${call.method} ${call.path}`);
  }
  const input = { body: {}, query: {}, params: {}, ...call.input };
  return audited(deps, route, { actor, input, requestId: 'demo-seed', ip: '127.0.0.1' }, write);
}
