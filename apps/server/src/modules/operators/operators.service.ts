import {
  ErrorCode,
  type TOperatorUser,
  type TOperatorUserPage,
  type ZCreateOperatorUserSchema,
  type ZOperatorUserListQuerySchema,
  type ZUpdateOperatorUserSchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TOperatorActor } from '../../platform/actor';
import { isUniqueViolation } from '../../platform/db-errors';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { TMail } from '../../platform/mailer';
import { pageWindow } from '../../platform/paging';
import { hashPassword } from '../../platform/passwords';
import {
  countOtherEnabledAdmins,
  findOperatorUser,
  insertOperator,
  listOperatorRows,
  revokeOperatorSessions,
  type TOperatorUserRow,
  updateOperatorRow,
} from './operators.repository';

// The console's operators (docs/domain.md, "Operator console: users, roles, sessions and the
// audit log"): an admin adds, edits, disables and enables them; the guard already refuses a
// support operator's writes.

const toOperatorUser = (row: TOperatorUserRow): TOperatorUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt?.toISOString() ?? null,
});

const guardRail = (message: string) => new AppError(ErrorCode.conflict, message);

export async function listOperatorUsers(
  deps: TDeps,
  query: z.infer<typeof ZOperatorUserListQuerySchema>,
): Promise<TOperatorUserPage> {
  const { rows, total } = await listOperatorRows(
    deps.db,
    { search: query.search || undefined, role: query.role, enabled: query.enabled },
    pageWindow(query),
  );
  return { items: rows.map(toOperatorUser), total, page: query.page, pageSize: query.pageSize };
}

async function operatorOr404(deps: TDeps, id: string): Promise<TOperatorUserRow> {
  const row = await findOperatorUser(deps.db, id);
  if (!row) {
    throw notFound('Operator');
  }
  return row;
}

function accountMail(deps: TDeps, operator: { email: string; name: string }, by: string): TMail {
  const product = deps.config.PRODUCT_NAME;
  const base = new URL(deps.config.publicBaseUrl);
  const consoleUrl = `${base.protocol}//admin.${base.host}/`;
  return {
    to: operator.email,
    subject: `Your ${product} operator console account`,
    kind: 'operator_account',
    text: [
      `Hello ${operator.name},`,
      '',
      `${by} added you to the ${product} operator console. Sign in with this e-mail address at:`,
      '',
      consoleUrl,
      '',
      'Your first password is given to you by the person who added you; it is never sent by e-mail.',
    ].join('\n'),
  };
}

export async function createOperatorUser(
  deps: TDeps,
  actor: TOperatorActor,
  body: z.infer<typeof ZCreateOperatorUserSchema>,
): Promise<TOperatorUser> {
  const id = newId('opr');
  const now = deps.now();
  try {
    await insertOperator(deps.db, {
      id,
      email: body.email,
      name: body.name,
      role: body.role,
      passwordHash: await hashPassword(body.password),
      enabled: true,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'operators_email_key')) {
      const message = 'An operator with this e-mail already exists';
      throw new AppError(ErrorCode.conflict, message, { fields: [{ path: 'email', message }] });
    }
    throw error;
  }
  const by = await findOperatorUser(deps.db, actor.operatorId);
  await deps.mailer.send(accountMail(deps, body, by?.name ?? 'An admin'));
  return toOperatorUser(await operatorOr404(deps, id));
}

/**
 * The guard rails of every change to an operator's role or standing: nobody disables itself or
 * takes away its own admin role, and the last enabled admin stays an enabled admin.
 */
async function checkStaysAdmin(
  tx: Parameters<Parameters<TDeps['db']['transaction']>[0]>[0],
  actor: TOperatorActor,
  target: TOperatorUserRow,
  change: 'disable' | 'demote',
): Promise<void> {
  if (target.id === actor.operatorId) {
    throw guardRail(
      change === 'disable' ? 'You cannot disable yourself' : 'You cannot take away your own admin role',
    );
  }
  if (target.role === 'admin' && target.enabled && (await countOtherEnabledAdmins(tx, target.id)) === 0) {
    throw guardRail(
      change === 'disable'
        ? 'This is the last enabled admin: it cannot be disabled'
        : 'This is the last enabled admin: it must stay an admin',
    );
  }
}

export async function updateOperatorUser(
  deps: TDeps,
  actor: TOperatorActor,
  id: string,
  body: z.infer<typeof ZUpdateOperatorUserSchema>,
): Promise<TOperatorUser> {
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const revoked = await deps.db.transaction(async (tx) => {
    const target = await findOperatorUser(tx, id);
    if (!target) {
      throw notFound('Operator');
    }
    if (body.role === 'support' && target.role === 'admin') {
      await checkStaysAdmin(tx, actor, target, 'demote');
    }
    const now = deps.now();
    await updateOperatorRow(tx, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.role !== undefined ? { role: body.role } : {}),
      ...(passwordHash ? { passwordHash } : {}),
      updatedAt: now,
    });
    return passwordHash ? revokeOperatorSessions(tx, id, now) : 0;
  });
  // a role change or ended sessions must not be answered from the guard's memory
  if (revoked > 0 || body.role !== undefined) {
    await deps.accessCache.forget();
  }
  return toOperatorUser(await operatorOr404(deps, id));
}

export async function setOperatorEnabled(
  deps: TDeps,
  actor: TOperatorActor,
  id: string,
  enabled: boolean,
): Promise<TOperatorUser> {
  await deps.db.transaction(async (tx) => {
    const target = await findOperatorUser(tx, id);
    if (!target) {
      throw notFound('Operator');
    }
    if (!enabled) {
      await checkStaysAdmin(tx, actor, target, 'disable');
    }
    const now = deps.now();
    await updateOperatorRow(tx, id, { enabled, updatedAt: now });
    if (!enabled) {
      await revokeOperatorSessions(tx, id, now);
    }
  });
  await deps.accessCache.forget();
  return toOperatorUser(await operatorOr404(deps, id));
}
