import { createHash } from 'node:crypto';
import type { TClickAgentClass, TTrackingLink } from '@atlas/shared';
import { newClickId, type TClickRecord } from '../modules/clicks/click-record';
import { shipClicks } from '../modules/clicks/clicks.repository';
import { saveLink } from '../modules/tracking/link-builder.service';
import type { TLinkRef } from '../modules/tracking/link-target.service';
import { saveSource } from '../modules/tracking/sources.service';
import { createTrackingId } from '../modules/tracking/tracking-ids.service';
import type { TUserActor } from '../platform/actor';
import type { TDeps } from '../platform/deps';
import { seededRandom } from '../platform/seeded-random';
import { demoPublisherEmail } from './demo';
import { demoActor } from './demo-actor';
import { listBestPaidEntries } from './demo-catalogue.repository';
import { demoHistoryDays } from './demo-history';

// The demo publisher and partner open onto working tracking: tracking ids, traffic sources,
// product, brand and associate links made through the services a click in the link builder
// uses, and three months' clicks on them (demo-history.ts) written by the click shipper's own batch write, so the
// link lists, sub-ids and (later) reports read what a real month of traffic leaves behind.

export const demoPartnerEmail = 'partner@demo.test';
const dayMs = 86_400_000;

type TDemoLink = { link: TTrackingLink; dailyClicks: number; subIds: string[] };

/** The best-paid catalogue products of the US, one per brand, for links. */
async function topProducts(deps: TDeps, count: number) {
  const rows = await listBestPaidEntries(deps.db, 'US', count * 4);
  const firstOfBrand = rows.filter((r, i) => rows.findIndex((o) => o.brandName === r.brandName) === i);
  const rest = rows.filter((r) => !firstOfBrand.includes(r));
  return [...firstOfBrand, ...rest].slice(0, count);
}

async function seedPublisherTracking(deps: TDeps, actor: TUserActor): Promise<TDemoLink[]> {
  const [blog, pins, letter] = await Promise.all(
    ['blog', 'pinterest', 'newsletter'].map((name) => createTrackingId(deps, actor, name)),
  );
  const website = await saveSource(deps, actor, {
    kind: 'website',
    name: 'Demo Deals blog',
    url: 'https://publisher.demo.test',
    audienceSize: 48_000,
  });
  const pinterest = await saveSource(deps, actor, {
    kind: 'pinterest',
    name: 'Demo Deals on Pinterest',
    url: 'https://www.pinterest.com/demodeals',
    audienceSize: 21_000,
  });
  const newsletter = await saveSource(deps, actor, {
    kind: 'newsletter',
    name: 'Friday Finds newsletter',
    audienceSize: 12_500,
  });
  const channels = [
    { trackingId: blog?.id, sourceId: website.id, subIds: ['sidebar', 'review-post', 'gift-guide'] },
    { trackingId: pins?.id, sourceId: pinterest.id, subIds: ['pin-kitchen', 'pin-garden'] },
    { trackingId: letter?.id, sourceId: newsletter.id, subIds: ['issue-41', 'issue-42'] },
  ];
  const products = await topProducts(deps, 8);
  const links: TDemoLink[] = [];
  const add = async (ref: TLinkRef, channel: (typeof channels)[number], dailyClicks: number) => {
    const { subIds, ...choice } = channel;
    links.push({ link: await saveLink(deps, actor, ref, choice), dailyClicks, subIds });
  };
  for (const [i, product] of products.entries()) {
    const channel = channels[i % channels.length] ?? channels[0];
    if (channel) {
      await add(
        { linkType: 'product', productId: product.productId, countryCode: 'US' },
        channel,
        6 + 4 * (i % 5),
      );
    }
  }
  const [first, second] = products;
  if (first && second && blog && pins && channels[0] && channels[1]) {
    await add({ linkType: 'brand', brandId: first.brandId, countryCode: 'US' }, channels[0], 9);
    await add({ linkType: 'brand', brandId: second.brandId, countryCode: 'US' }, channels[1], 5);
    // associate links carry the profile's US tag (demodeals-20)
    await add({ linkType: 'associate', productId: first.productId, countryCode: 'US' }, channels[0], 7);
    await add({ linkType: 'associate', productId: second.productId, countryCode: 'US' }, channels[1], 4);
  }
  return links;
}

async function seedPartnerTracking(deps: TDeps, actor: TUserActor): Promise<TDemoLink[]> {
  const campus = await createTrackingId(deps, actor, 'campus-main', 'Campus Deals');
  const maple = await createTrackingId(deps, actor, 'maple-video', 'Maple Reviews');
  const products = await topProducts(deps, 3);
  const links: TDemoLink[] = [];
  for (const [i, product] of products.entries()) {
    const trackingId = i === 1 ? maple.id : campus.id;
    const link = await saveLink(
      deps,
      actor,
      { linkType: 'product', productId: product.productId, countryCode: 'US' },
      { trackingId },
    );
    links.push({ link, dailyClicks: 5 + 3 * i, subIds: i === 1 ? ['yt-desc'] : [] });
  }
  return links;
}

const agents: TClickAgentClass[] = ['mobile', 'mobile', 'mobile', 'desktop', 'desktop', 'tablet'];
const referrers = ['publisher.demo.test', 'www.pinterest.com', 'mail.demo.test', null];

/** One link's clicks over the demo's history: a weekly rhythm, a slow rise, a few bots. */
function clicksOf(demo: TDemoLink, index: number, now: number): TClickRecord[] {
  const days = demoHistoryDays(new Date(now));
  const next = seededRandom(index + 1); // the same demo on every fresh start
  const records: TClickRecord[] = [];
  for (let d = days - 1; d >= 0; d--) {
    const dayStart = now - (d + 1) * dayMs;
    const weekend = new Date(dayStart).getUTCDay() % 6 === 0 ? 1.3 : 1;
    const rise = 0.6 + (0.8 * (days - d)) / days;
    const count = Math.round(demo.dailyClicks * weekend * rise * (0.6 + next() * 0.8));
    for (let c = 0; c < count; c++) {
      const at = Math.floor(dayStart + next() * dayMs);
      const isBot = next() < 0.03;
      records.push({
        id: newClickId(at),
        at,
        linkId: demo.link.trackLinkId,
        countryCode: demo.link.countryCode,
        subId: demo.subIds.length > 0 && next() < 0.7 ? (demo.subIds[c % demo.subIds.length] ?? null) : null,
        ipHash: createHash('sha256')
          .update(`demo-visitor-${Math.floor(next() * 5000)}`)
          .digest('hex'),
        agentClass: isBot ? 'bot' : (agents[Math.floor(next() * agents.length)] ?? 'other'),
        referrerHost: referrers[Math.floor(next() * referrers.length)] ?? null,
        isBot,
        earning: true,
      });
    }
  }
  return records;
}

const batchSize = 2_000;

/** Writes the demo links' clicks as the shipper writes a segment's batches; answers how many. */
async function seedClicks(deps: TDeps, links: TDemoLink[]): Promise<number> {
  const now = deps.now().getTime();
  const records = links.flatMap((demo, i) => clicksOf(demo, i, now)).sort((a, b) => a.at - b.at);
  let shipped = 0;
  for (let start = 0; start < records.length; start += batchSize) {
    const batch = records.slice(start, start + batchSize);
    shipped += await shipClicks(deps.db, batch);
  }
  return shipped;
}

/** Seeds the demo publisher's and partner's tracking and their clicks; answers the links made. */
export async function seedDemoTracking(deps: TDeps): Promise<number> {
  const publisher = await demoActor(deps, demoPublisherEmail, 'publisher');
  const partner = await demoActor(deps, demoPartnerEmail, 'partner');
  const links = [
    ...(publisher ? await seedPublisherTracking(deps, publisher) : []),
    ...(partner ? await seedPartnerTracking(deps, partner) : []),
  ];
  await seedClicks(deps, links);
  return links.length;
}
