import { ErrorCode, operatorAuthCalls, operatorCalls, type TAnyCall } from '@atlas/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, fieldPaths, type TDescribedCall } from '../../../test/support/call';
import { createOperator, createUser, lastEmailTo } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { operatorAudit } from '../../db/schema';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = <C extends TAnyCall>(token: string, descriptor: C, request: TDescribedCall = {}) =>
  callOf(t.app, descriptor, { ...request, token });
const login = (email: string, password: string) =>
  callOf(t.app, operatorAuthCalls.loginOperator, { body: { email, password } });
const unique = () => Math.random().toString(36).slice(2, 8);

async function addOperator(token: string, role: 'admin' | 'support' = 'support') {
  const email = `new-${unique()}@Example.test`;
  const answer = await admin(token, operatorCalls.createOperator, {
    body: {
      email,
      name: `Nina ${unique()}`,
      role,
      password: 'first-pass-1',
    },
  });
  expect(answer.status).toBe(200);
  return { ...answer.body.data, password: 'first-pass-1' };
}

describe('POST users', () => {
  it('adds an operator with a lower-case e-mail, who can sign in and is told by e-mail without the password', async () => {
    const { token } = await createOperator(t);
    const added = await addOperator(token);
    expect(added).toMatchObject({ role: 'support', enabled: true });
    expect(added.email).toBe(added.email.toLowerCase());
    const signedIn = await login(added.email, 'first-pass-1');
    expect(signedIn.status).toBe(200);
    const mail = await lastEmailTo(t, added.email, 'operator_account');
    expect(mail?.text).toContain('admin.');
    expect(mail?.text).not.toContain('first-pass-1');
  });

  it('keeps the add in the audit log, the record after it and no password', async () => {
    const { token, operator } = await createOperator(t);
    const added = await addOperator(token);
    const [entry] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetType, 'operator'), eq(operatorAudit.targetId, added.id)));
    expect(entry).toMatchObject({
      operatorId: operator.id,
      action: 'POST users',
      outcome: 'done',
      before: null,
    });
    expect(entry?.after).toMatchObject({ id: added.id, role: 'support', enabled: true });
    expect(JSON.stringify(entry)).not.toContain('first-pass-1');
    expect(JSON.stringify(entry?.after)).not.toMatch(/passwordHash|scrypt/);
    expect(entry?.input).toMatchObject({ password: '[hidden]' });
  });

  it('answers 409 with the e-mail field for an e-mail taken, whatever its case', async () => {
    const { token } = await createOperator(t);
    const added = await addOperator(token);
    const again = await admin(token, operatorCalls.createOperator, {
      body: {
        email: added.email.toUpperCase(),
        name: 'Twin',
        role: 'admin',
        password: 'other-pass-2',
      },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.conflict);
    expect(fieldPaths(again.body)).toEqual(['email']);
  });

  it('refuses bad input with the fields named', async () => {
    const { token } = await createOperator(t);
    const bad = await admin(token, operatorCalls.createOperator, {
      body: {
        email: 'nope',
        name: '',
        role: 'boss',
        password: 'short',
      },
    });
    expect(bad.status).toBe(400);
    expect(new Set(fieldPaths(bad.body))).toEqual(new Set(['email', 'name', 'role', 'password']));
  });

  it('answers 4003 to a support operator, and adds nothing', async () => {
    const support = await createOperator(t, { role: 'support' });
    const email = `nobody-${unique()}@example.test`;
    const refused = await admin(support.token, operatorCalls.createOperator, {
      body: {
        email,
        name: 'X',
        role: 'admin',
        password: 'first-pass-1',
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.roleNotAllowed);
    expect((await login(email, 'first-pass-1')).status).not.toBe(200);
  });
});

describe('GET users', () => {
  it('searches by name or e-mail and filters by role and enabled, paged', async () => {
    const { token } = await createOperator(t);
    const tag = unique();
    const a = await admin(token, operatorCalls.createOperator, {
      body: {
        email: `a-${tag}@example.test`,
        name: 'Alpha',
        role: 'admin',
        password: 'first-pass-1',
      },
    });
    const b = await admin(token, operatorCalls.createOperator, {
      body: {
        email: `b@${tag}.test`,
        name: `Beta ${tag}`,
        role: 'support',
        password: 'first-pass-1',
      },
    });
    const byTag = await admin(token, operatorCalls.listOperators, { query: { search: tag } });
    expect(byTag.body.data.items.map((u) => u.id).sort()).toEqual([a.body.data.id, b.body.data.id].sort());
    const supportOnly = await admin(token, operatorCalls.listOperators, {
      query: { search: tag, role: 'support' },
    });
    expect(supportOnly.body.data.items.map((u) => u.name)).toEqual([`Beta ${tag}`]);
    await admin(token, operatorCalls.disableOperator, { params: { id: b.body.data.id } });
    const enabled = await admin(token, operatorCalls.listOperators, {
      query: { search: tag, enabled: 'true' },
    });
    expect(enabled.body.data.items.map((u) => u.name)).toEqual(['Alpha']);
    const paged = await admin(token, operatorCalls.listOperators, {
      query: { search: tag, pageSize: '1', page: '2' },
    });
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.data.items).toHaveLength(1);
  });

  it('is open to a support operator and refuses bad filters', async () => {
    const support = await createOperator(t, { role: 'support' });
    expect((await admin(support.token, operatorCalls.listOperators)).status).toBe(200);
    const bad = await admin(support.token, operatorCalls.listOperators, {
      query: { role: 'boss', enabled: 'maybe' },
    });
    expect(bad.status).toBe(400);
    expect(new Set(fieldPaths(bad.body))).toEqual(new Set(['role', 'enabled']));
  });
});

describe('PATCH users/{id}', () => {
  it('renames and changes the role; a new password ends every session of that operator', async () => {
    const { token } = await createOperator(t);
    const added = await addOperator(token);
    const session = await login(added.email, added.password);
    const renamed = await admin(token, operatorCalls.updateOperator, {
      params: { id: added.id },
      body: { name: 'Renamed', role: 'admin' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', role: 'admin' });
    expect(renamed.body.data.updatedAt).not.toBeNull();
    // a rename keeps the session
    expect((await admin(session.body.data.token, operatorAuthCalls.getOperator)).status).toBe(200);
    const changed = await admin(token, operatorCalls.updateOperator, {
      params: { id: added.id },
      body: { password: 'second-pass-2' },
    });
    expect(changed.status).toBe(200);
    expect((await admin(session.body.data.token, operatorAuthCalls.getOperator)).status).toBe(401);
    expect((await login(added.email, 'second-pass-2')).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a weak password', async () => {
    const { token } = await createOperator(t);
    const unknown = await admin(token, operatorCalls.updateOperator, {
      params: { id: 'opr_nobody' },
      body: { name: 'X' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(ErrorCode.notFound);
    const added = await addOperator(token);
    const weak = await admin(token, operatorCalls.updateOperator, {
      params: { id: added.id },
      body: { password: 'letters' },
    });
    expect(weak.status).toBe(400);
    expect(new Set(fieldPaths(weak.body))).toEqual(new Set(['password']));
  });

  it('refuses to take away your own admin role (409), but lets you rename yourself', async () => {
    const { token, operator } = await createOperator(t);
    const demote = await admin(token, operatorCalls.updateOperator, {
      params: { id: operator.id },
      body: { role: 'support' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toMatch(/own admin role/);
    const rename = await admin(token, operatorCalls.updateOperator, {
      params: { id: operator.id },
      body: { name: 'Me Again', role: 'admin' },
    });
    expect(rename.body.data).toMatchObject({ name: 'Me Again', role: 'admin' });
  });

  it('answers 4003 to a support operator', async () => {
    const { token } = await createOperator(t);
    const added = await addOperator(token);
    const support = await createOperator(t, { role: 'support' });
    const refused = await admin(support.token, operatorCalls.updateOperator, {
      params: { id: added.id },
      body: { name: 'Hacked' },
    });
    expect(refused.body.code).toBe(ErrorCode.roleNotAllowed);
  });
});

describe('POST users/{id}/disable and enable', () => {
  it("ends the operator's sessions at once: its old token is refused, it cannot sign in, and enable lets it back", async () => {
    const { token } = await createOperator(t);
    const added = await addOperator(token);
    const session = await login(added.email, added.password);
    const old = session.body.data.token;
    expect((await admin(old, operatorCalls.listOperators)).status).toBe(200);
    const disabled = await admin(token, operatorCalls.disableOperator, { params: { id: added.id } });
    expect(disabled.body.data).toMatchObject({ enabled: false });
    const refused = await admin(old, operatorCalls.listOperators);
    expect([ErrorCode.accountNotAllowed, ErrorCode.tokenMismatch]).toContain(refused.body.code);
    expect((await login(added.email, added.password)).status).not.toBe(200);
    const enabled = await admin(token, operatorCalls.enableOperator, { params: { id: added.id } });
    expect(enabled.body.data).toMatchObject({ enabled: true });
    expect((await login(added.email, added.password)).status).toBe(200);
    // the old session stays ended
    expect((await admin(old, operatorCalls.listOperators)).status).not.toBe(200);
  });

  it('keeps the disable in the audit log, enabled before and disabled after', async () => {
    const { token } = await createOperator(t);
    const added = await addOperator(token);
    await admin(token, operatorCalls.disableOperator, { params: { id: added.id } });
    const [entry] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetId, added.id), eq(operatorAudit.action, 'POST users/{id}/disable')));
    expect(entry?.before).toMatchObject({ enabled: true });
    expect(entry?.after).toMatchObject({ enabled: false });
  });

  it('refuses to disable yourself (409) and answers 404 for an unknown id', async () => {
    const { token, operator } = await createOperator(t);
    const self = await admin(token, operatorCalls.disableOperator, { params: { id: operator.id } });
    expect(self.status).toBe(409);
    expect(self.body.error).toMatch(/yourself/);
    expect((await admin(token, operatorAuthCalls.getOperator)).status).toBe(200);
    expect((await admin(token, operatorCalls.disableOperator, { params: { id: 'opr_nobody' } })).status).toBe(
      404,
    );
    expect((await admin(token, operatorCalls.enableOperator, { params: { id: 'opr_nobody' } })).status).toBe(
      404,
    );
  });

  it('answers 4003 to a support operator, and the target stays enabled', async () => {
    const { token } = await createOperator(t);
    const added = await addOperator(token);
    const support = await createOperator(t, { role: 'support' });
    const refused = await admin(support.token, operatorCalls.disableOperator, { params: { id: added.id } });
    expect(refused.body.code).toBe(ErrorCode.roleNotAllowed);
    expect((await login(added.email, added.password)).status).toBe(200);
  });

  it('refuses a user session', async () => {
    const seller = await createUser(t, 'seller');
    const refused = await admin(seller.token, operatorCalls.listOperators);
    expect(refused.status).toBeGreaterThanOrEqual(400);
  });
});
