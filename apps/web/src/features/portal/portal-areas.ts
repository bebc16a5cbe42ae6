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

/**
 * One entry of a portal's side navigation (spec 2.3) and what it lets the user do. A portal's
 * screens are in `portal-screens.ts`, apart from their names; the console's sections carry
 * theirs as `Page`. An area without a screen shows "coming soon" with its description.
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
};

/** Publisher's and partner's account settings (the seller's Account area holds its own cards). */
const account: TPortalArea = {
  slug: 'account',
  label: 'Account',
  Icon: UserOutlined,
  description: 'How the Affiliate Atlas team can reach you.',
};

const messages: TPortalArea = {
  slug: 'messages',
  label: 'Messages',
  Icon: MessageOutlined,
  description: 'Your conversations with the Affiliate Atlas team: read a conversation and send a message.',
};

const seller: TPortalArea[] = [
  {
    slug: 'dashboard',
    label: 'Dashboard',
    Icon: DashboardOutlined,
    description: 'Statistics and next steps for your brands, with onboarding until your account is set up.',
  },
  {
    slug: 'products',
    label: 'Products',
    Icon: ShopOutlined,
    description:
      'Your product list: make products active or inactive, set commissions and see their history, refetch products, and upload a commission CSV with a preview before it applies.',
  },
  {
    slug: 'deals',
    label: 'Deals',
    Icon: TagsOutlined,
    description: 'Create, edit and delete deals, or upload them in bulk from the deal CSV template.',
  },
  {
    slug: 'billings',
    label: 'Billings',
    Icon: WalletOutlined,
    description:
      'Your billings with detail and invoices, the total payment pending, and payment through PayPal or Payoneer, merged payments included.',
  },
  {
    slug: 'commission-reports',
    label: 'Commission reports',
    Icon: BarChartOutlined,
    description:
      'Commission reports by brand, publisher, product and performance, with daily metrics and exports, and the same set for associates.',
  },
  {
    slug: 'associated-publishers',
    label: 'Associated publishers',
    Icon: TeamOutlined,
    description:
      'The publishers associated with your brands, filtered by brand or publisher, with their commissions set one at a time or in batch.',
  },
  {
    slug: 'placements',
    label: 'Placements',
    Icon: FlagOutlined,
    description: "Browse publishers' placements and apply to the ones that suit your brands.",
  },
  {
    slug: 'campaigns',
    label: 'Campaigns',
    Icon: NotificationOutlined,
    description:
      'Follow the campaigns from your placements: earnings and detail, suspend, confirm completion and fetch the invoice.',
  },
  messages,
  referral,
  {
    slug: 'account',
    label: 'Account',
    Icon: UserOutlined,
    description:
      'Accept the notice, view and activate your brands, switch country, re-authorize your Amazon account and see your commission configuration.',
  },
];

const publisher: TPortalArea[] = [
  {
    slug: 'dashboard',
    label: 'Dashboard',
    Icon: DashboardOutlined,
    description:
      'Statistics and next steps for your promotions, with onboarding until your profile is complete.',
  },
  {
    slug: 'catalogue',
    label: 'Catalogue',
    Icon: AppstoreOutlined,
    description:
      'Browse brands and products by category and country, with commission history and product variations.',
  },
  {
    slug: 'tracking-links',
    label: 'Tracking links',
    Icon: LinkOutlined,
    description:
      'Generate tracking links for products and brands in a country, save and export them, and manage traffic sources and associate links.',
  },
  {
    slug: 'tracking-ids',
    label: 'Tracking ids',
    Icon: IdcardOutlined,
    description: 'Create and delete your tracking ids and see their sub-ids.',
  },
  {
    slug: 'commission-reports',
    label: 'Commission reports',
    Icon: BarChartOutlined,
    description:
      'Commission reports by performance, brand, product and tracking id, with daily metrics and exports, and their associate variants.',
  },
  {
    slug: 'associate-reports',
    label: 'Associate reports',
    Icon: UploadOutlined,
    description:
      'Upload associate reports, follow the upload batches, and see associate brands with their commission detail.',
  },
  {
    slug: 'billings',
    label: 'Billings',
    Icon: FileTextOutlined,
    description:
      'Your monthly statements for Campaign Commissions, with detail and invoices, downloadable as PDF.',
  },
  {
    slug: 'payouts',
    label: 'Payouts',
    Icon: WalletOutlined,
    description:
      'What you are owed in each marketplace: payable, held for returns until a day, or waiting for the seller to pay.',
  },
  {
    slug: 'placements',
    label: 'Placements',
    Icon: FlagOutlined,
    description:
      'Create placements directly or as drafts, submit drafts, and suspend, take offline or delete a placement.',
  },
  {
    slug: 'campaigns',
    label: 'Campaigns',
    Icon: NotificationOutlined,
    description:
      'Accept, decline or complete campaigns, see their earnings, generate links and download resources.',
  },
  messages,
  referral,
  {
    slug: 'profile',
    label: 'Profile',
    Icon: AuditOutlined,
    description:
      'Your product categories, promotion countries and methods, tracking tags, country, bank and tax details, and a PDF upload.',
  },
  account,
];

const partner: TPortalArea[] = [
  {
    slug: 'catalogue',
    label: 'Catalogue',
    Icon: AppstoreOutlined,
    description: 'Browse brands, products and categories to find what your publishers can promote.',
  },
  {
    slug: 'tracking-links',
    label: 'Tracking links',
    Icon: LinkOutlined,
    description: 'Initialize and save product tracking links for a marketplace country.',
  },
  {
    slug: 'tracking-ids',
    label: 'Tracking ids',
    Icon: IdcardOutlined,
    description: 'List your tracking ids and create new ones with a cooperation name.',
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
