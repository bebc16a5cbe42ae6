import type { TLoginRequest, TOperator, TOperatorLoginResponse } from '@atlas/shared';
import type { TOperatorActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { findOperatorByEmail, findOperatorById, type TOperatorRow } from '../auth/auth.repository';
import { openSession } from '../auth/sessions.service';
import { checkPassword } from '../auth/sign-in';

const toOperator = (row: TOperatorRow): TOperator => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

export async function loginOperator(
  deps: TDeps,
  input: TLoginRequest,
  ip: string,
): Promise<TOperatorLoginResponse> {
  const operatorId = await checkPassword(deps, 'operator', input, ip, async (email) => {
    const row = await findOperatorByEmail(deps.db, email);
    return (
      row && {
        id: row.id,
        email: row.email,
        name: row.name,
        passwordHash: row.passwordHash,
        usable: row.enabled,
      }
    );
  });
  const operator = await findOperatorById(deps.db, operatorId);
  if (!operator) {
    throw notFound('Operator');
  }
  return { token: await openSession(deps, 'operator', operatorId), operator: toOperator(operator) };
}

export async function getOperator(deps: TDeps, actor: TOperatorActor): Promise<TOperator> {
  const row = await findOperatorById(deps.db, actor.operatorId);
  if (!row) {
    throw notFound('Operator');
  }
  return toOperator(row);
}
