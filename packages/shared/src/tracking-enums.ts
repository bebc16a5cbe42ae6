// The words of tracking (spec 3: Tracking link, Tracking id, Source option, Associate link),
// stored by the server and shown by the client (docs/domain.md, "Tracking").

/** What a link points at: a product page, a brand's page, or a product under the publisher's own associates tag. */
export const trackingLinkTypes = ['product', 'brand', 'associate'] as const;
export type TTrackingLinkType = (typeof trackingLinkTypes)[number];

/** Where a publisher's audience is. */
export const trafficSourceKinds = [
  'website',
  'blog',
  'youtube',
  'instagram',
  'tiktok',
  'facebook',
  'x',
  'pinterest',
  'newsletter',
  'podcast',
  'other',
] as const;
export type TTrafficSourceKind = (typeof trafficSourceKinds)[number];

/** What the redirect could tell of the browser behind a click (never the user-agent itself). */
export const clickAgentClasses = ['desktop', 'mobile', 'tablet', 'bot', 'other'] as const;
export type TClickAgentClass = (typeof clickAgentClasses)[number];
