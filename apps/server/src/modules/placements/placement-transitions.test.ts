import { ErrorCode, placementCalls, type TAnyCall, type TPlacementStatus } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createSeller } from '../../../test/support/factories';
import {
  createPlacementVia,
  insertCampaign,
  placementBody,
  placementPublisher,
} from '../../../test/support/placements';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { campaigns, placements, trafficSources } from '../../db/schema';

// A placement's moves: each allowed one, each refused one (409 with the current state, nothing
// changed), submit checking the whole placement, and open campaigns holding it online.
let t: TTestApp;
let p: Awaited<ReturnType<typeof placementPublisher>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await placementPublisher(t);
});
afterAll(() => t.close());

type TAction = 'submit' | 'suspend' | 'offline' | 'delete';
const callOfAction = {
  submit: placementCalls.submitPlacement,
  suspend: placementCalls.suspendPlacement,
  offline: placementCalls.takePlacementOffline,
  delete: placementCalls.deletePlacement,
} satisfies Record<TAction, TAnyCall>;
const act = (action: TAction, id: string, token = p.token) =>
  callOf(t.app, callOfAction[action], { params: { id }, token });
const rowOf = async (id: string) =>
  (await t.database.db.select().from(placements).where(eq(placements.id, id)))[0];

/** A placement of `p` in `status` (moved there through the API). */
async function placementIn(status: TPlacementStatus): Promise<string> {
  const made = await createPlacementVia(
    t,
    p.token,
    placementBody(p),
    status === 'draft' ? 'draft' : 'online',
  );
  const id = made.body.data.id;
  if (status === 'suspended' || status === 'offline') {
    expect((await act(status === 'suspended' ? 'suspend' : 'offline', id)).status).toBe(200);
  }
  return id;
}

describe('allowed moves', () => {
  it('puts a whole draft online, suspends it, resumes it, takes it offline, deletes it', async () => {
    const id = await placementIn('draft');
    t.clock.advance(1000);
    const submitted = await act('submit', id);
    expect(submitted.body.data).toMatchObject({ status: 'online' });
    const firstOnline = submitted.body.data.submittedAt;
    expect((await act('suspend', id)).body.data.status).toBe('suspended');
    t.clock.advance(1000);
    const resumed = await act('submit', id);
    expect(resumed.body.data).toMatchObject({ status: 'online', submittedAt: firstOnline });
    expect((await act('offline', id)).body.data.status).toBe('offline');
    expect((await act('delete', id)).status).toBe(200);
    expect((await rowOf(id))?.deletedAt).not.toBeNull();
    const read = await callOf(t.app, placementCalls.getPlacement, { params: { id }, token: p.token });
    expect(read.status).toBe(404);
    expect((await act('delete', id)).status).toBe(404);
  });

  it('takes a suspended placement offline, and deletes a draft', async () => {
    expect((await act('offline', await placementIn('suspended'))).body.data.status).toBe('offline');
    expect((await act('delete', await placementIn('draft'))).status).toBe(200);
  });
});

describe('refused moves', () => {
  it.each([
    [
      'submit',
      'online',
      'The placement is online: only a draft can be submitted or a suspended placement resumed',
    ],
    ['submit', 'offline', 'The placement is offline: only a draft can be submitted'],
    ['suspend', 'draft', 'The placement is a draft: only an online placement can be suspended'],
    ['suspend', 'suspended', 'The placement is suspended: only an online placement can be suspended'],
    ['suspend', 'offline', 'The placement is offline: only an online'],
    [
      'offline',
      'draft',
      'The placement is a draft: only an online or suspended placement can be taken offline',
    ],
    ['offline', 'offline', 'The placement is offline: only an online or suspended'],
  ] as const)('%s from %s answers 409 with the state and changes nothing', async (action, from, words) => {
    const id = await placementIn(from);
    const before = await rowOf(id);
    const { status, body } = await act(action, id);
    expect(status).toBe(409);
    expect(body.code).toBe(ErrorCode.conflict);
    expect(body.error).toContain(words);
    expect(await rowOf(id)).toEqual(before);
  });

  it('refuses to change an offline placement', async () => {
    const id = await placementIn('offline');
    const { status, body } = await callOf(t.app, placementCalls.updatePlacement, {
      params: { id },
      token: p.token,
      body: placementBody(p),
    });
    expect([status, body.error]).toEqual([409, 'The placement is offline: it can no longer be changed']);
  });

  it('submits an incomplete draft with 1001 naming what is missing, and keeps it a draft', async () => {
    const made = await createPlacementVia(t, p.token, { title: 'Idea', format: 'video' }, 'draft');
    const { status, body } = await act('submit', made.body.data.id);
    expect(status).toBe(400);
    const fields = (body.data as unknown as { fields: { path: string }[] }).fields.map((f) => f.path).sort();
    expect(fields).toEqual(['audienceSize', 'categoryKeys', 'prices', 'sourceId']);
    expect((await rowOf(made.body.data.id))?.status).toBe('draft');
  });

  it('will not put a draft online once its source is archived', async () => {
    const owner = await placementPublisher(t);
    const made = await createPlacementVia(t, owner.token, placementBody(owner), 'draft');
    await t.database.db
      .update(trafficSources)
      .set({ archivedAt: new Date() })
      .where(eq(trafficSources.id, owner.sourceId));
    const { status, body } = await act('submit', made.body.data.id, owner.token);
    expect(status).toBe(400);
    expect(body.data).toEqual({
      fields: [{ path: 'sourceId', message: 'The traffic source was archived: choose another' }],
    });
  });

  it("answers 404 for every move on another publisher's placement", async () => {
    const other = await placementPublisher(t);
    const id = await placementIn('online');
    for (const action of ['submit', 'suspend', 'offline', 'delete'] as const) {
      expect((await act(action, id, other.token)).status).toBe(404);
    }
    expect((await rowOf(id))?.status).toBe('online');
  });
});

describe('open campaigns', () => {
  it('keep a placement from going offline or being deleted, naming them; closed ones do not', async () => {
    const seller = await createSeller(t);
    const id = await placementIn('online');
    const campaign = (status: 'applied' | 'in_progress' | 'declined' | 'confirmed', brandName: string) =>
      insertCampaign(t, {
        placementId: id,
        publisherId: p.user.id,
        sellerId: seller.user.id,
        status,
        brandName,
      });
    await campaign('declined', 'Old Brand');
    await campaign('confirmed', 'Done Brand');
    const openId = await campaign('in_progress', 'Copper Kettle');
    const listed = await callOf(t.app, placementCalls.getPlacement, { params: { id }, token: p.token });
    expect(listed.body.data.openCampaigns).toBe(1);
    for (const action of ['offline', 'delete'] as const) {
      const { status, body } = await act(action, id);
      expect(status).toBe(409);
      expect(body.error).toContain('The placement has open campaigns: Copper Kettle (in progress)');
    }
    expect(await rowOf(id)).toMatchObject({ status: 'online', deletedAt: null });
    // Suspending is allowed: sellers stop seeing it, the open campaign goes on.
    expect((await act('suspend', id)).status).toBe(200);
    await t.database.db.update(campaigns).set({ status: 'completed' }).where(eq(campaigns.id, openId));
    expect((await act('offline', id)).body.data.status).toBe('offline');
  });
});
