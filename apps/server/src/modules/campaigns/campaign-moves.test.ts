import {
  campaignActions,
  campaignStatuses,
  canCampaign,
  ErrorCode,
  publisherCampaignCalls,
  sellerCampaignCalls,
  type TAnyCall,
  type TCampaignAction,
  type TCampaignStatus,
} from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import {
  act,
  campaignIn,
  campaignPublisher,
  campaignSeller,
  sideOfAction,
} from '../../../test/support/campaigns';
import { lastEmailTo } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { campaignEvents, campaigns } from '../../db/schema';

// The campaign state machine through the API: every action from every state, allowed or 409
// with nothing changed; who may act; the e-mails; two moves racing.
let t: TTestApp;
let seller: Awaited<ReturnType<typeof campaignSeller>>;
let publisher: Awaited<ReturnType<typeof campaignPublisher>>;
let strangers: {
  seller: Awaited<ReturnType<typeof campaignSeller>>;
  publisher: Awaited<ReturnType<typeof campaignPublisher>>;
};
beforeAll(async () => {
  t = await createTestApp();
  seller = await campaignSeller(t);
  publisher = await campaignPublisher(t);
  strangers = { seller: await campaignSeller(t), publisher: await campaignPublisher(t) };
});
afterAll(() => t.close());

const actions = Object.keys(campaignActions) as TCampaignAction[];
const tokenFor = (action: TCampaignAction) =>
  sideOfAction(action) === 'seller' ? seller.token : publisher.token;
const rowOf = async (id: string) => {
  const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, id));
  const events = await t.database.db.select().from(campaignEvents).where(eq(campaignEvents.campaignId, id));
  return { row, events: events.length };
};

/** Who hears of each move, by the e-mail kind. */
const noticeTo: Partial<Record<TCampaignStatus, 'seller' | 'publisher'>> = {
  accepted: 'seller',
  declined: 'seller',
  completed: 'seller',
  suspended: 'publisher',
  confirmed: 'publisher',
};

const allowed = campaignStatuses.flatMap((status) =>
  actions.filter((action) => canCampaign(action, status)).map((action) => [status, action] as const),
);

describe.each(allowed)('from %s, %s', (status, action) => {
  it('moves the campaign, writes one event and tells the other side', async () => {
    const { id } = await campaignIn(t, seller, publisher, status);
    const before = await rowOf(id);
    // the outbox's newest e-mail is the newest by the app's clock
    t.clock.advance(1000);
    const { status: http, body } = await act(t, action, id, tokenFor(action));
    expect(body.error ?? http).toBe(200);
    const to = campaignActions[action].to;
    expect(body.data.status).toBe(to);
    expect(body.data.events.at(-1)).toMatchObject({
      fromStatus: status,
      toStatus: to,
      actorKind: sideOfAction(action),
    });
    expect((await rowOf(id)).events).toBe(before.events + 1);
    const recipient = noticeTo[to];
    if (recipient) {
      const email = recipient === 'seller' ? seller.user.email : publisher.user.email;
      const mail = await lastEmailTo(t, email, `campaign_${to}`);
      expect(mail?.text).toContain(`/${recipient}/campaigns?campaign=${id}`);
    }
  });
});

describe.each(campaignStatuses)('from %s, every other action', (status) => {
  it('answers 409 with the current state and changes nothing', async () => {
    const { id } = await campaignIn(t, seller, publisher, status);
    const before = await rowOf(id);
    const refused = actions.filter(
      (a) => !canCampaign(a, status) && !(a === 'generateLinks' && status === 'in_progress'),
    );
    for (const action of refused) {
      const { status: http, body } = await act(t, action, id, tokenFor(action));
      expect(http, action).toBe(409);
      expect(body.code).toBe(ErrorCode.conflict);
      expect(body.error).toContain(`This campaign is ${status.replace('_', ' ')}`);
    }
    expect(await rowOf(id)).toEqual(before);
  });
});

describe('what each move keeps', () => {
  it('decline needs a reason and keeps it; complete needs 1 to 10 http(s) proof links', async () => {
    const applied = await campaignIn(t, seller, publisher, 'applied');
    const noReason = await act(t, 'decline', applied.id, publisher.token, { reason: '  ' });
    expect(noReason.status).toBe(400);
    const declined = await act(t, 'decline', applied.id, publisher.token, { reason: 'Wrong audience' });
    expect(declined.body.data).toMatchObject({ declineReason: 'Wrong audience' });
    expect(declined.body.data.events.at(-1)?.note).toBe('Wrong audience');

    const running = await campaignIn(t, seller, publisher, 'in_progress');
    const bad = [
      { proofLinks: [] },
      { proofLinks: ['ftp://example.com/x'] },
      { proofLinks: ['not a link'] },
      { proofLinks: Array.from({ length: 11 }, (_, i) => `https://example.com/${i}`) },
      { proofLinks: ['https://example.com/a', 'https://example.com/a'] },
    ];
    for (const body of bad) {
      const { status } = await act(t, 'complete', running.id, publisher.token, body);
      expect(status, JSON.stringify(body)).toBe(400);
    }
    const done = await act(t, 'complete', running.id, publisher.token, {
      proofLinks: ['https://blog.example.test/post'],
      note: 'Pinned for a week',
    });
    expect(done.body.data).toMatchObject({
      proofLinks: ['https://blog.example.test/post'],
      completionNote: 'Pinned for a week',
    });
  });

  it('confirm takes the next invoice number, never the same twice', async () => {
    const a = await campaignIn(t, seller, publisher, 'confirmed');
    const b = await campaignIn(t, seller, publisher, 'confirmed');
    const numbers = [(await rowOf(a.id)).row?.invoiceNumber, (await rowOf(b.id)).row?.invoiceNumber];
    expect(numbers.every((n) => typeof n === 'number' && n > 0)).toBe(true);
    expect(numbers[1]).toBeGreaterThan(numbers[0] as number);
    expect((await rowOf(a.id)).row?.confirmedAt).toBeInstanceOf(Date);
  });

  it('two accepts at once: one wins, the other answers 409, one event', async () => {
    const { id } = await campaignIn(t, seller, publisher, 'applied');
    const answers = await Promise.all([
      act(t, 'accept', id, publisher.token),
      act(t, 'accept', id, publisher.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const events = await t.database.db.select().from(campaignEvents).where(eq(campaignEvents.campaignId, id));
    expect(events.map((e) => e.toStatus).sort()).toEqual(['accepted', 'applied']);
  });

  it('an accept racing a suspend ends suspended, the timeline in the order of the moves', async () => {
    const { id } = await campaignIn(t, seller, publisher, 'applied');
    const [accepted, suspended] = await Promise.all([
      act(t, 'accept', id, publisher.token),
      act(t, 'suspend', id, seller.token),
    ]);
    // suspend is allowed from accepted too, so it may win after the accept
    expect(suspended.status).toBe(200);
    expect([200, 409]).toContain(accepted.status);
    expect((await rowOf(id)).row?.status).toBe('suspended');
    const { events } = suspended.body.data;
    expect(events.at(-1)?.toStatus).toBe('suspended');
    expect(events.slice(1).every((e, i) => e.fromStatus === events[i]?.toStatus)).toBe(true);
  });
});

describe('who may act', () => {
  const byCampaign: TAnyCall[] = [
    sellerCampaignCalls.getSellerCampaign,
    sellerCampaignCalls.suspendCampaign,
    sellerCampaignCalls.confirmCampaign,
    sellerCampaignCalls.downloadCampaignInvoice,
    publisherCampaignCalls.getPublisherCampaign,
    publisherCampaignCalls.acceptCampaign,
    publisherCampaignCalls.declineCampaign,
    publisherCampaignCalls.completeCampaign,
    publisherCampaignCalls.generateCampaignLinks,
    publisherCampaignCalls.downloadCampaignResources,
  ];
  const bodyOf = (descriptor: TAnyCall) =>
    descriptor.method !== 'POST'
      ? undefined
      : descriptor === publisherCampaignCalls.declineCampaign
        ? { reason: 'x' }
        : descriptor === publisherCampaignCalls.completeCampaign
          ? { proofLinks: ['https://a.example/b'] }
          : {};

  it("another seller's or publisher's campaign is not found (404), and stays as it was", async () => {
    const { id } = await campaignIn(t, seller, publisher, 'completed');
    const before = await rowOf(id);
    for (const descriptor of byCampaign) {
      const { path } = descriptor;
      const token = path.startsWith('seller') ? strangers.seller.token : strangers.publisher.token;
      const { status, body } = await callOf(t.app, descriptor, {
        params: { campaignId: id },
        token,
        body: bodyOf(descriptor),
      });
      expect(status, path).toBe(404);
      expect(body.code).toBe(ErrorCode.notFound);
    }
    expect(await rowOf(id)).toEqual(before);
  });

  it('the wrong role is refused (403) and no token is 401, on every campaign call', async () => {
    const all: [TAnyCall, Record<string, string>][] = [
      ...byCampaign.map((descriptor): [TAnyCall, Record<string, string>] => [
        descriptor,
        { campaignId: 'cmp_x' },
      ]),
      [sellerCampaignCalls.applyCampaign, { placementId: 'plc_x' }],
      [sellerCampaignCalls.listSellerCampaigns, {}],
      [sellerCampaignCalls.getSellerCampaignEarnings, {}],
      [publisherCampaignCalls.listPublisherCampaigns, {}],
      [publisherCampaignCalls.getPublisherCampaignEarnings, {}],
    ];
    for (const [descriptor, params] of all) {
      const { path } = descriptor;
      const wrong = path.startsWith('seller') ? publisher.token : seller.token;
      const body = bodyOf(descriptor);
      expect((await callOf(t.app, descriptor, { params, token: wrong, body })).status, path).toBe(403);
      expect((await callOf(t.app, descriptor, { params, body })).status, path).toBe(401);
    }
  });
});
