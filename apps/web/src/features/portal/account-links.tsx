import { KeyOutlined, SwapOutlined, TeamOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import { ApiKeyPage } from '../api-key/api-key-page';
import { DelegatedAccountsPage } from '../delegation/delegated-accounts-page';
import { DelegatesPage } from '../delegation/delegates-page';

/** Pages of every portal reached from the account menu rather than the side navigation. */
export type TAccountLink = { slug: string; label: string; Icon: ComponentType; Page: ComponentType };

export const accountLinks: TAccountLink[] = [
  { slug: 'api-key', label: 'API key', Icon: KeyOutlined, Page: ApiKeyPage },
  { slug: 'delegates', label: 'Delegates', Icon: TeamOutlined, Page: DelegatesPage },
  {
    slug: 'delegated-accounts',
    label: 'Delegated accounts',
    Icon: SwapOutlined,
    Page: DelegatedAccountsPage,
  },
];
