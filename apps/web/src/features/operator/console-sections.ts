import {
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  ImportOutlined,
  MessageOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/**
 * One entry of the operator console's navigation (spec 2.3) and what it lets the operator do.
 * `Page` is the section's screen once it is built; until then the description stands in.
 */
export type TConsoleSection = {
  slug: string;
  label: string;
  Icon: ComponentType;
  description: string;
  Page?: ComponentType;
};

export const consoleSections: TConsoleSection[] = [
  {
    slug: 'summary',
    label: 'Summary',
    Icon: DashboardOutlined,
    description: 'What waits for the team: reviews, confirmations, unpaid billings and unread messages.',
    Page: lazyScreen(() => import('./summary/summary-page'), 'SummaryPage'),
  },
  {
    slug: 'users',
    label: 'Users',
    Icon: TeamOutlined,
    description: 'List, add and update operators with their roles, and enable or disable them.',
    Page: lazyScreen(() => import('./users/users-page'), 'UsersPage'),
  },
  {
    slug: 'publishers',
    label: 'Publishers',
    Icon: SolutionOutlined,
    description:
      'List, count and search publishers, review them and their bank status, set associate status and notes, and export them.',
    Page: lazyScreen(() => import('./publishers/publishers-page'), 'PublishersPage'),
  },
  {
    slug: 'sellers',
    label: 'Sellers',
    Icon: ShopOutlined,
    description:
      'List and search sellers, search by asin, see their billings and details, and the 30-day campaign report with its export.',
    Page: lazyScreen(() => import('./sellers/sellers-page'), 'SellersPage'),
  },
  {
    slug: 'brand-search',
    label: 'Brand search',
    Icon: FileSearchOutlined,
    description: 'Find a brand across every seller on the marketplace.',
    Page: lazyScreen(() => import('./brand-search/brand-search-page'), 'BrandSearchPage'),
  },
  {
    slug: 'commission-reports',
    label: 'Commission reports',
    Icon: BarChartOutlined,
    description: 'List and aggregate commission reports, edit their notes and export them.',
    Page: lazyScreen(() => import('./commission-reports/commission-reports-page'), 'CommissionReportsPage'),
  },
  {
    slug: 'attribution',
    label: 'Attribution',
    Icon: ImportOutlined,
    description:
      "Import the marketplace's attribution data again for a range of days, and follow the nightly runs.",
    Page: lazyScreen(() => import('./attribution/attribution-page'), 'AttributionPage'),
  },
  {
    slug: 'month-close',
    label: 'Month close',
    Icon: CalendarOutlined,
    description:
      "Close a marketplace's month now, and follow the closes that write sellers' billings and publishers' statements.",
    Page: lazyScreen(() => import('./billing-close/billing-close-page'), 'BillingClosePage'),
  },
  {
    slug: 'messages',
    label: 'Messages',
    Icon: MessageOutlined,
    description: "Read and answer every account's conversations with the team, and close them.",
    Page: lazyScreen(() => import('./inbox/inbox-page'), 'InboxPage'),
  },
  {
    slug: 'statements',
    label: 'Statements',
    Icon: FileDoneOutlined,
    description: 'Confirm or reject the payment references publishers submit for their monthly statements.',
    Page: lazyScreen(() => import('./statements/statements-page'), 'StatementsPage'),
  },
  {
    slug: 'bank-transfers',
    label: 'Bank transfers',
    Icon: BankOutlined,
    description: 'Confirm or reject the bank transfers sellers declared for their billings.',
    Page: lazyScreen(() => import('./bank-transfers/bank-transfers-page'), 'BankTransfersPage'),
  },
  {
    slug: 'billing-items',
    label: 'Billing items',
    Icon: WalletOutlined,
    description: 'Export every seller billing detail item.',
    Page: lazyScreen(() => import('./billing-items/billing-items-page'), 'BillingItemsPage'),
  },
  {
    slug: 'payouts',
    label: 'Payouts',
    Icon: DollarOutlined,
    description:
      "Review and approve the runs that pay publishers, download their bank files, apply the bank's returns and export the tax year.",
    Page: lazyScreen(() => import('./payouts/payouts-page'), 'OperatorPayoutsPage'),
  },
  {
    slug: 'audit-log',
    label: 'Audit log',
    Icon: AuditOutlined,
    description: 'Every write an operator made: who, when, on which record, before and after.',
    Page: lazyScreen(() => import('./audit/audit-page'), 'AuditPage'),
  },
];
