import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FlagOutlined,
  GiftOutlined,
  IdcardOutlined,
  LinkOutlined,
  MessageOutlined,
  NotificationOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
  UploadOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { TUserRole } from '@atlas/shared';
import type { ComponentType } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/**
 * One entry of a portal's side navigation (spec 2.3) and what it lets the user do. `Page` is the
 * area's screen once built; without it the area shows "coming soon" with its description.
 */
export type TPortalArea = {
  slug: string;
  label: string;
  Icon: ComponentType;
  description: string;
  Page?: ComponentType;
};

const referral: TPortalArea = {
  slug: 'referral',
  label: 'Referral',
  Icon: GiftOutlined,
  description: 'Your invitation code and share link, and the accounts that signed up with it.',
  Page: lazyScreen(() => import('../referral/referral-page'), 'ReferralPage'),
};

/** Publisher's and partner's account settings (the seller's Account area holds its own cards). */
const account: TPortalArea = {
  slug: 'account',
  label: 'Account',
  Icon: UserOutlined,
  description: 'How the Affiliate Atlas team can reach you.',
  Page: lazyScreen(() => import('../account/account-page'), 'AccountPage'),
};

const messages: TPortalArea = {
  slug: 'messages',
  label: 'Messages',
  Icon: MessageOutlined,
  description: 'Your conversations with the Affiliate Atlas team: read a conversation and send a message.',
  Page: lazyScreen(() => import('../messages/messages-page'), 'MessagesPage'),
};

const seller: TPortalArea[] = [
  {
    slug: 'dashboard',
    label: 'Dashboard',
    Icon: DashboardOutlined,
    description: 'Statistics and next steps for your brands, with onboarding until your account is set up.',
    Page: lazyScreen(() => import('../seller/dashboard/seller-dashboard-page'), 'SellerDashboardPage'),
  },
  {
    slug: 'products',
    label: 'Products',
    Icon: ShopOutlined,
    description:
      'Your product list: make products active or inactive, set commissions and see their history, refetch products, and upload a commission CSV with a preview before it applies.',
    Page: lazyScreen(() => import('../seller/products/products-page'), 'ProductsPage'),
  },
  {
    slug: 'deals',
    label: 'Deals',
    Icon: TagsOutlined,
    description: 'Create, edit and delete deals, or upload them in bulk from the deal CSV template.',
    Page: lazyScreen(() => import('../seller/deals/deals-page'), 'DealsPage'),
  },
  {
    slug: 'billings',
    label: 'Billings',
    Icon: WalletOutlined,
    description:
      'Your billings with detail and invoices, the total payment pending, and payment through PayPal or Payoneer, merged payments included.',
    Page: lazyScreen(() => import('../billing/seller/seller-billings-page'), 'SellerBillingsPage'),
  },
  {
    slug: 'commission-reports',
    label: 'Commission reports',
    Icon: BarChartOutlined,
    description:
      'Commission reports by brand, publisher, product and performance, with daily metrics and exports, and the same set for associates.',
    Page: lazyScreen(() => import('../reports/commission-reports-page'), 'SellerCommissionReportsPage'),
  },
  {
    slug: 'associated-publishers',
    label: 'Associated publishers',
    Icon: TeamOutlined,
    description:
      'The publishers associated with your brands, filtered by brand or publisher, with their commissions set one at a time or in batch.',
    Page: lazyScreen(
      () => import('../associates/seller/associated-publishers-page'),
      'AssociatedPublishersPage',
    ),
  },
  {
    slug: 'placements',
    label: 'Placements',
    Icon: FlagOutlined,
    description: "Browse publishers' placements and apply to the ones that suit your brands.",
    Page: lazyScreen(() => import('../placements/seller/seller-placements-page'), 'SellerPlacementsPage'),
  },
  {
    slug: 'campaigns',
    label: 'Campaigns',
    Icon: NotificationOutlined,
    description:
      'Follow the campaigns from your placements: earnings and detail, suspend, confirm completion and fetch the invoice.',
    Page: lazyScreen(() => import('../campaigns/campaigns-page'), 'SellerCampaignsPage'),
  },
  messages,
  referral,
  {
    slug: 'account',
    label: 'Account',
    Icon: UserOutlined,
    description:
      'Accept the notice, view and activate your brands, switch country, re-authorize your Amazon account and see your commission configuration.',
    Page: lazyScreen(() => import('../seller/account/seller-account-page'), 'SellerAccountPage'),
  },
];

const publisher: TPortalArea[] = [
  {
    slug: 'dashboard',
    label: 'Dashboard',
    Icon: DashboardOutlined,
    description:
      'Statistics and next steps for your promotions, with onboarding until your profile is complete.',
    Page: lazyScreen(
      () => import('../publisher/dashboard/publisher-dashboard-page'),
      'PublisherDashboardPage',
    ),
  },
  {
    slug: 'catalogue',
    label: 'Catalogue',
    Icon: AppstoreOutlined,
    description:
      'Browse brands and products by category and country, with commission history and product variations.',
    Page: lazyScreen(() => import('../publisher/catalogue/catalogue-page'), 'CataloguePage'),
  },
  {
    slug: 'tracking-links',
    label: 'Tracking links',
    Icon: LinkOutlined,
    description:
      'Generate tracking links for products and brands in a country, save and export them, and manage traffic sources and associate links.',
    Page: lazyScreen(() => import('../tracking/links/tracking-links-page'), 'TrackingLinksPage'),
  },
  {
    slug: 'tracking-ids',
    label: 'Tracking ids',
    Icon: IdcardOutlined,
    description: 'Create and delete your tracking ids and see their sub-ids.',
    Page: lazyScreen(() => import('../tracking/tracking-ids/tracking-ids-page'), 'TrackingIdsPage'),
  },
  {
    slug: 'commission-reports',
    label: 'Commission reports',
    Icon: BarChartOutlined,
    description:
      'Commission reports by performance, brand, product and tracking id, with daily metrics and exports, and their associate variants.',
    Page: lazyScreen(() => import('../reports/commission-reports-page'), 'PublisherCommissionReportsPage'),
  },
  {
    slug: 'associate-reports',
    label: 'Associate reports',
    Icon: UploadOutlined,
    description:
      'Upload associate reports, follow the upload batches, and see associate brands with their commission detail.',
    Page: lazyScreen(() => import('../associates/associate-reports-page'), 'AssociateReportsPage'),
  },
  {
    slug: 'billings',
    label: 'Billings',
    Icon: FileTextOutlined,
    description:
      'Your monthly statements for Campaign Commissions, with detail and invoices, downloadable as PDF.',
    Page: lazyScreen(() => import('../billing/publisher/publisher-billings-page'), 'PublisherBillingsPage'),
  },
  {
    slug: 'placements',
    label: 'Placements',
    Icon: FlagOutlined,
    description:
      'Create placements directly or as drafts, submit drafts, and suspend, take offline or delete a placement.',
    Page: lazyScreen(() => import('../placements/publisher/placements-page'), 'PlacementsPage'),
  },
  {
    slug: 'campaigns',
    label: 'Campaigns',
    Icon: NotificationOutlined,
    description:
      'Accept, decline or complete campaigns, see their earnings, generate links and download resources.',
    Page: lazyScreen(() => import('../campaigns/campaigns-page'), 'PublisherCampaignsPage'),
  },
  messages,
  referral,
  {
    slug: 'profile',
    label: 'Profile',
    Icon: AuditOutlined,
    description:
      'Your product categories, promotion countries and methods, tracking tags, country, bank and tax details, and a PDF upload.',
    Page: lazyScreen(() => import('../publisher/profile/profile-page'), 'ProfilePage'),
  },
  account,
];

const partner: TPortalArea[] = [
  {
    slug: 'catalogue',
    label: 'Catalogue',
    Icon: AppstoreOutlined,
    description: 'Browse brands, products and categories to find what your publishers can promote.',
    Page: lazyScreen(() => import('../partner/catalogue/partner-catalogue-page'), 'PartnerCataloguePage'),
  },
  {
    slug: 'tracking-links',
    label: 'Tracking links',
    Icon: LinkOutlined,
    description: 'Initialize and save product tracking links for a marketplace country.',
    Page: lazyScreen(
      () => import('../partner/tracking-links/partner-tracking-links-page'),
      'PartnerTrackingLinksPage',
    ),
  },
  {
    slug: 'tracking-ids',
    label: 'Tracking ids',
    Icon: IdcardOutlined,
    description: 'List your tracking ids and create new ones with a cooperation name.',
    Page: lazyScreen(
      () => import('../partner/tracking-ids/partner-tracking-ids-page'),
      'PartnerTrackingIdsPage',
    ),
  },
  referral,
  account,
];

export const portalAreas: Record<TUserRole, TPortalArea[]> = { seller, publisher, partner };

export const portalTitles: Record<TUserRole, string> = {
  seller: 'Seller portal',
  publisher: 'Publisher portal',
  partner: 'Partner portal',
};
