import { KeyOutlined, SwapOutlined, TeamOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** Pages of every portal reached from the account menu rather than the side navigation. */
export type TAccountLink = { slug: string; label: string; Icon: ComponentType; Page: ComponentType };

export const accountLinks: TAccountLink[] = [
  {
    slug: 'api-key',
    label: 'API key',
    Icon: KeyOutlined,
    Page: lazyScreen(() => import('../api-key/api-key-page'), 'ApiKeyPage'),
  },
  {
    slug: 'delegates',
    label: 'Delegates',
    Icon: TeamOutlined,
    Page: lazyScreen(() => import('../delegation/delegates-page'), 'DelegatesPage'),
  },
  {
    slug: 'delegated-accounts',
    label: 'Delegated accounts',
    Icon: SwapOutlined,
    Page: lazyScreen(() => import('../delegation/delegated-accounts-page'), 'DelegatedAccountsPage'),
  },
];
