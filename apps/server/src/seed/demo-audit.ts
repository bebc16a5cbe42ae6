import { operatorRoutes } from '../modules/operators/operators.routes';
import { setOperatorEnabled, updateOperatorUser } from '../modules/operators/operators.service';
import type { TAuditInput } from '../platform/audit';
import type { TDeps } from '../platform/deps';
import { demoSupportEmail } from './demo';
import { demoAudited, demoOperatorActor } from './demo-operator';

// The console's audit log on a fresh demo (issue 13): a few of the demo admin's own writes on
// the support operator, run through the real services inside the log's start and finish, one
// of them refused by a guard rail so the log shows a failed entry too.

export async function seedDemoAudit(deps: TDeps): Promise<number> {
  const actor = await demoOperatorActor(deps);
  const support = await demoOperatorActor(deps, demoSupportEmail);
  if (!actor || !support) {
    return 0;
  }
  const run = <T>(method: string, path: string, input: Partial<TAuditInput>, write: () => Promise<T>) =>
    demoAudited(deps, actor, operatorRoutes, { method, path, input }, write);
  const params = { id: support.operatorId };
  await run('PATCH', 'users/{id}', { body: { name: 'Sam Support' }, params }, () =>
    updateOperatorUser(deps, actor, support.operatorId, { name: 'Sam Support' }),
  );
  await run('POST', 'users/{id}/disable', { params }, () =>
    setOperatorEnabled(deps, actor, support.operatorId, false),
  );
  await run('POST', 'users/{id}/enable', { params }, () =>
    setOperatorEnabled(deps, actor, support.operatorId, true),
  );
  // a guard rail: nobody disables itself; the log keeps the refused attempt
  await run('POST', 'users/{id}/disable', { params: { id: actor.operatorId } }, () =>
    setOperatorEnabled(deps, actor, actor.operatorId, false),
  ).catch(() => undefined);
  return 4;
}
