import { describe, expect, it } from 'vitest';
import { audited, type TAuditEnd, type TAuditStart } from './audit';
import type { TDeps } from './deps';

// The audit log keeps a record's before and after the way it keeps the call's input: secrets
// hidden, sizes capped (issue 13). A fake log catches what would be stored.
function recordingDeps() {
  const started: TAuditStart[] = [];
  const finished: TAuditEnd[] = [];
  const deps = {
    access: {
      audit: {
        start: async (_deps: TDeps, entry: TAuditStart) => {
          started.push(entry);
          return 'aud_1';
        },
        finish: async (_deps: TDeps, _id: string, end: TAuditEnd) => {
          finished.push(end);
        },
      },
    },
  } as unknown as TDeps;
  return { deps, started, finished };
}

const context = {
  actor: {
    kind: 'operator' as const,
    operatorId: 'opr_1',
    operatorRole: 'admin' as const,
    sessionId: 'ses_1',
  },
  input: { body: { name: 'New name' }, query: {}, params: { id: 'usr_1' } },
  requestId: 'req_1',
  ip: '127.0.0.1',
};

const record = (name: string) => ({
  id: 'usr_1',
  name,
  passwordHash: '$argon2id$v=19$secret-hash',
  apiToken: 'tok_live_123',
  payout: {
    bankName: 'First Bank',
    accountNumber: '000123456789',
    routingNumber: '021000021',
    iban: 'DE89…',
  },
  createdAt: new Date('2026-11-01T10:00:00Z'),
});

describe('audited snapshots', () => {
  it('stores the before and after with password hashes, tokens and bank numbers hidden', async () => {
    const { deps, started, finished } = recordingDeps();
    let name = 'Old name';
    const call = {
      method: 'PUT',
      path: 'users/{id}',
      audit: { target: 'user', snapshot: async () => record(name) },
    };
    await audited(deps, call, context, async () => {
      name = 'New name';
      return { ok: true };
    });
    const hidden = {
      id: 'usr_1',
      passwordHash: '[hidden]',
      apiToken: '[hidden]',
      payout: {
        bankName: 'First Bank',
        accountNumber: '[hidden]',
        routingNumber: '[hidden]',
        iban: '[hidden]',
      },
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    expect(started[0]?.before).toEqual({ ...hidden, name: 'Old name' });
    expect(finished[0]).toMatchObject({ outcome: 'done', after: { ...hidden, name: 'New name' } });
  });

  it('hides them in the after of a write that failed too', async () => {
    const { deps, finished } = recordingDeps();
    const call = {
      method: 'PUT',
      path: 'users/{id}',
      audit: { target: 'user', snapshot: async () => record('x') },
    };
    await expect(
      audited(deps, call, context, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(finished[0]).toMatchObject({
      outcome: 'failed',
      after: { passwordHash: '[hidden]', apiToken: '[hidden]' },
    });
  });

  it('caps a huge snapshot: long text cut, long lists and wide records trimmed, deep nesting folded', async () => {
    const { deps, started } = recordingDeps();
    const wide = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`field${i}`, i]));
    const huge = {
      note: 'n'.repeat(50_000),
      lines: Array.from({ length: 5000 }, (_, i) => ({ line: i })),
      wide,
      deep: { a: { b: { c: { d: { e: { f: 'bottom' } } } } } },
    };
    const call = { method: 'PUT', path: 'users/{id}', audit: { target: 'user', snapshot: async () => huge } };
    await audited(deps, call, context, async () => null);
    const before = started[0]?.before as {
      note: string;
      lines: unknown[];
      wide: Record<string, unknown>;
      deep: unknown;
    };
    expect(before.note).toBe(`${'n'.repeat(2000)}…`);
    expect(before.lines).toHaveLength(100);
    expect(Object.keys(before.wide)).toHaveLength(40);
    expect(before.deep).toEqual({ a: { b: { c: { d: '{…}' } } } });
    expect(JSON.stringify(before).length).toBeLessThan(10_000);
  });

  it('stores no snapshot when the route reads none', async () => {
    const { deps, started, finished } = recordingDeps();
    await audited(deps, { method: 'POST', path: 'users/{id}/enable' }, context, async () => null);
    expect(started[0]?.before).toBeNull();
    expect(finished[0]?.after).toBeNull();
  });
});
