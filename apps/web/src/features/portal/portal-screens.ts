import type { TUserRole } from '@atlas/shared';
import type { ComponentType } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/**
 * Each portal area's screen, fetched the first time it is shown (`lazyScreen`). Only the portal's
 * routes import this table: the side menu and the dashboards' shortcuts read the areas' names
 * (`portal-areas.ts`), so a release that changes one screen changes this table's chunk and the
 * routes', not theirs (bench/README.md, "What a page downloads").
 */
export const portalScreens: Record<TUserRole, Record<string, ComponentType>> = {
  seller: {
    dashboard: lazyScreen(() => import('../seller/dashboard/seller-dashboard-page'), 'SellerDashboardPage'),
    products: lazyScreen(() => import('../seller/products/products-page'), 'ProductsPage'),
    deals: lazyScreen(() => import('../seller/deals/deals-page'), 'DealsPage'),
    billings: lazyScreen(() => import('../billing/seller/seller-billings-page'), 'SellerBillingsPage'),
    'commission-reports': lazyScreen(
      () => import('../reports/commission-reports-page'),
      'SellerCommissionReportsPage',
    ),
    'associated-publishers': lazyScreen(
      () => import('../associates/seller/associated-publishers-page'),
      'AssociatedPublishersPage',
    ),
    placements: lazyScreen(
      () => import('../placements/seller/seller-placements-page'),
      'SellerPlacementsPage',
    ),
    campaigns: lazyScreen(() => import('../campaigns/campaigns-page'), 'SellerCampaignsPage'),
    messages: lazyScreen(() => import('../messages/messages-page'), 'MessagesPage'),
    referral: lazyScreen(() => import('../referral/referral-page'), 'ReferralPage'),
    account: lazyScreen(() => import('../seller/account/seller-account-page'), 'SellerAccountPage'),
  },
  publisher: {
    dashboard: lazyScreen(
      () => import('../publisher/dashboard/publisher-dashboard-page'),
      'PublisherDashboardPage',
    ),
    catalogue: lazyScreen(() => import('../publisher/catalogue/catalogue-page'), 'CataloguePage'),
    'tracking-links': lazyScreen(() => import('../tracking/links/tracking-links-page'), 'TrackingLinksPage'),
    'tracking-ids': lazyScreen(() => import('../tracking/tracking-ids/tracking-ids-page'), 'TrackingIdsPage'),
    'commission-reports': lazyScreen(
      () => import('../reports/commission-reports-page'),
      'PublisherCommissionReportsPage',
    ),
    'associate-reports': lazyScreen(
      () => import('../associates/associate-reports-page'),
      'AssociateReportsPage',
    ),
    billings: lazyScreen(
      () => import('../billing/publisher/publisher-billings-page'),
      'PublisherBillingsPage',
    ),
    payouts: lazyScreen(() => import('../payouts/payouts-page'), 'PayoutsPage'),
    placements: lazyScreen(() => import('../placements/publisher/placements-page'), 'PlacementsPage'),
    campaigns: lazyScreen(() => import('../campaigns/campaigns-page'), 'PublisherCampaignsPage'),
    messages: lazyScreen(() => import('../messages/messages-page'), 'MessagesPage'),
    referral: lazyScreen(() => import('../referral/referral-page'), 'ReferralPage'),
    profile: lazyScreen(() => import('../publisher/profile/profile-page'), 'ProfilePage'),
    account: lazyScreen(() => import('../account/account-page'), 'AccountPage'),
  },
  partner: {
    catalogue: lazyScreen(
      () => import('../partner/catalogue/partner-catalogue-page'),
      'PartnerCataloguePage',
    ),
    'tracking-links': lazyScreen(
      () => import('../partner/tracking-links/partner-tracking-links-page'),
      'PartnerTrackingLinksPage',
    ),
    'tracking-ids': lazyScreen(
      () => import('../partner/tracking-ids/partner-tracking-ids-page'),
      'PartnerTrackingIdsPage',
    ),
    referral: lazyScreen(() => import('../referral/referral-page'), 'ReferralPage'),
    account: lazyScreen(() => import('../account/account-page'), 'AccountPage'),
  },
};
