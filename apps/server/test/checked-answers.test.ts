import { defineCall, ErrorCode } from '@atlas/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TDeps } from '../src/platform/deps';
import { installErrorHandler } from '../src/platform/error-handler';
import { registerRoutes } from '../src/platform/register';
import { defineRoute } from '../src/platform/route';

// A call whose handler answers what its service happens to return, as a drifting one would.
const probeCall = defineCall({
  api: 'user',
  method: 'GET',
  path: 'test/probe',
  roles: ['public'],
  summary: 'A probe',
  query: z.object({ answer: z.enum(['kept', 'extra', 'mistyped']) }),
  response: z.object({ id: z.string(), rateBp: z.number() }),
});

const answers = {
  kept: { id: 'p1', rateBp: 500 },
  extra: { id: 'p1', rateBp: 500, passwordHash: '$argon2id$…' },
  mistyped: { id: 'p1', rateBp: '500' },
};

async function appChecking(checkAnswers: boolean) {
  const app = Fastify();
  installErrorHandler(app);
  const deps = { config: { checkAnswers } } as unknown as TDeps;
  registerRoutes(app, deps, [
    defineRoute(probeCall, { handler: async ({ query }) => answers[query.answer] as never }),
  ]);
  await app.ready();
  return app;
}

describe('answers checked against their contract', () => {
  it('sends an answer that keeps its contract', async () => {
    const app = await appChecking(true);
    const response = await app.inject({ url: '/api/atlas/v1/test/probe?answer=kept' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(answers.kept);
  });

  it('fails a call whose answer has a field the contract lacks, or a wrong type, naming it', async () => {
    const app = await appChecking(true);
    const extra = await app.inject({ url: '/api/atlas/v1/test/probe?answer=extra' });
    expect(extra.statusCode).toBe(500);
    expect(extra.json()).toMatchObject({ code: ErrorCode.internal, data: null });
    expect(extra.json().error).toContain('passwordHash: a field the contract lacks');
    expect(extra.body).not.toContain('argon2');
    const mistyped = await app.inject({ url: '/api/atlas/v1/test/probe?answer=mistyped' });
    expect(mistyped.statusCode).toBe(500);
    expect(mistyped.json().error).toContain('rateBp');
  });

  it('does not check in production, where the check would cost every call', async () => {
    const app = await appChecking(false);
    const response = await app.inject({ url: '/api/atlas/v1/test/probe?answer=mistyped' });
    expect(response.statusCode).toBe(200);
  });
});
