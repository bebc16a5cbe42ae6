import type { TLinkInit, TTrackingLink, TTrackingLinkDetail } from '@atlas/shared';

// Test-only: the tracking server as the link builder and the Tracking links page see it.

export const linkInit = (change: Partial<TLinkInit> = {}): TLinkInit => ({
  linkType: 'product',
  productId: 'prd_7',
  brandId: 'brd_hearth',
  countryCode: 'US',
  asin: 'B0KETTLE7',
  title: 'Enamel kettle',
  brandName: 'Hearth & Co',
  imageUrl: null,
  commissionBp: 1200,
  earning: true,
  pageUrl: 'https://app.test/demo-marketplace/US/dp/B0KETTLE7',
  trackingIds: [
    { id: 'tid_blog', name: 'blog', cooperationName: null },
    { id: 'tid_video', name: 'video', cooperationName: null },
  ],
  sources: [{ id: 'src_site', name: 'My kitchen blog', kind: 'website' }],
  associateTag: null,
  ...change,
});

export const trackingLink = (n: number, change: Partial<TTrackingLink> = {}): TTrackingLink => ({
  trackLinkId: `lnk_${n}`,
  code: `Ab12Cd3${n}`,
  shortUrl: `https://app.test/t/Ab12Cd3${n}`,
  linkType: 'product',
  productId: 'prd_7',
  brandId: 'brd_hearth',
  countryCode: 'US',
  asin: 'B0KETTLE7',
  title: `Enamel kettle ${n}`,
  brandName: 'Hearth & Co',
  imageUrl: null,
  trackingId: { id: 'tid_blog', name: 'blog', cooperationName: null },
  source: null,
  subId: null,
  associateTag: null,
  destinationUrl: `https://app.test/demo-marketplace/US/dp/B0KETTLE7?maas=maas_adg_api_demo_static_9_99&ref_=aa_maas&tag=maas&aa_adgroupid=atlas-Ab12Cd3${n}`,
  earning: true,
  clicks: 42,
  lastClickAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...change,
});

export const linkDetail = (
  link: TTrackingLink,
  change: Partial<TTrackingLinkDetail> = {},
): TTrackingLinkDetail => ({
  ...link,
  daily: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    clicks: i === 29 ? 5 : 0,
  })),
  filtered: { robots: 0, notEarning: 0 },
  subIds: [],
  ...change,
});
