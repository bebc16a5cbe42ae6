import { marketplaceAuthCalls, type TAmazonRegion, type TMarketplaceCallbackRequest } from '@atlas/shared';
import { callOf } from './call';
import type { TAmazonWorld } from './fake-amazon';
import type { TTestApp } from './test-app';

type TSeller = { token: string };
type TLwaUser = { user_id: string; name: string; email: string };

const complete = (t: TTestApp, body: TMarketplaceCallbackRequest, token: string) =>
  callOf(t.app, marketplaceAuthCalls.completeMarketplaceConsent, { body, token });

const start = async (
  t: TTestApp,
  token: string,
  body: { region?: TAmazonRegion; access?: 'selling-partner' | 'ads' },
) => {
  const { status, body: answer } = await callOf(t.app, marketplaceAuthCalls.startSellerAuthorization, {
    token,
    body,
  });
  if (status !== 200) {
    throw new Error(`starting the consent failed: ${status} ${answer.error}`);
  }
  return answer.data;
};

/**
 * A seller connects a region of Amazon as a person would through the consent pages: Login with
 * Amazon the first time (`user`), then the region's Seller Central, each answered by the
 * stand-in. Answers the last callback's answer.
 */
export async function connectAmazonRegion(
  t: TTestApp,
  world: TAmazonWorld,
  seller: TSeller,
  grant: { region: TAmazonRegion; user?: TLwaUser; sellingPartnerId: string; refreshToken: string },
) {
  let consent = await start(t, seller.token, { region: grant.region });
  const tag = `${grant.sellingPartnerId}-${grant.region}`;
  if (grant.user) {
    world.issueLoginCode(`lwa-${tag}`, grant.region, grant.user);
    const first = await complete(t, { code: `lwa-${tag}`, state: consent.state }, seller.token);
    if (first.body.data?.outcome !== 'continue') {
      throw new Error(`expected Seller Central next: ${first.status} ${first.body.error}`);
    }
    consent = first.body.data.consent;
  }
  world.issueSellerCode(`sp-${tag}`, grant.refreshToken);
  return complete(
    t,
    { code: `sp-${tag}`, state: consent.state, sellingPartnerId: grant.sellingPartnerId },
    seller.token,
  );
}

/** The seller grants Amazon Ads access of a region; `refreshToken` is one of the Ads stand-in's accounts. */
export async function grantAmazonAds(
  t: TTestApp,
  world: TAmazonWorld,
  seller: TSeller,
  grant: { region: TAmazonRegion; refreshToken: string },
) {
  const consent = await start(t, seller.token, { region: grant.region, access: 'ads' });
  const code = `ads-${grant.refreshToken}-${Math.random().toString(36).slice(2)}`;
  world.issueAdsCode(code, grant.region, grant.refreshToken);
  return complete(t, { code, state: consent.state }, seller.token);
}
