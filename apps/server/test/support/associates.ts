import { readFileSync } from 'node:fs';
import {
  associatedPublisherCalls,
  associateReportCalls,
  publisherProfileCalls,
  type TCallAnswer,
} from '@atlas/shared';
import { callOf } from './call';
import { seedCatalogue } from './catalogue';
import type { TTestApp } from './test-app';
import { uploadFile } from './upload';

// Associate reports' API tests: the catalogue of `seedCatalogue`, its approved publisher made an
// associate (tags for the US and Germany), and the sellers' associate commissions.

export const earningsFixture = (name: string) =>
  readFileSync(new URL(`../../src/modules/associates/fixtures/${name}`, import.meta.url));

export async function setTags(t: TTestApp, token: string, trackingTags: Record<string, string>) {
  const { status } = await callOf(t.app, publisherProfileCalls.updateTrackingTags, {
    token,
    body: { trackingTags },
  });
  if (status !== 200) {
    throw new Error(`setTags: ${status}`);
  }
}

/** Each save a second after the one before, so histories have one order. */
export function saveRate(
  t: TTestApp,
  token: string,
  body: { brandId: string; publisherId?: string; commissionBp: number },
) {
  t.clock.advance(1000);
  return callOf(t.app, associatedPublisherCalls.saveAssociateCommission, { token, body });
}

export function uploadReport(
  t: TTestApp,
  token: string,
  bytes: string | Uint8Array,
  query: { countryCode?: string; dryRun?: boolean } = { countryCode: 'US' },
  fileName = 'Fee-Earnings.csv',
) {
  // each upload a second after the one before, so the newest-first batch list has one order
  t.clock.advance(1000);
  const params = new URLSearchParams();
  if (query.countryCode) {
    params.set('countryCode', query.countryCode);
  }
  if (query.dryRun) {
    params.set('dryRun', 'true');
  }
  return uploadFile<TCallAnswer<typeof associateReportCalls.uploadAssociateReport>>(t, {
    path: `${associateReportCalls.uploadAssociateReport.path}?${params}`,
    token,
    bytes,
    fileName,
  });
}

/** The catalogue with its approved publisher as an associate and rates on three brands. */
export async function seedAssociates(t: TTestApp) {
  const c = await seedCatalogue(t);
  await setTags(t, c.approved.token, { US: 'ivyreviews-20', DE: 'ivyreviews-21' });
  const rates = [
    await saveRate(t, c.sellerA.token, { brandId: c.brands.kettleA.id, commissionBp: 500 }),
    await saveRate(t, c.sellerB.token, { brandId: c.brands.kettleB.id, commissionBp: 400 }),
    await saveRate(t, c.sellerB.token, {
      brandId: c.brands.kettleB.id,
      publisherId: c.approved.user.id,
      commissionBp: 700,
    }),
    await saveRate(t, c.sellerB.token, { brandId: c.brands.trail.id, commissionBp: 300 }),
  ];
  for (const rate of rates) {
    if (rate.status !== 200) {
      throw new Error(`seedAssociates: ${rate.status} ${JSON.stringify(rate.body)}`);
    }
  }
  return c;
}
