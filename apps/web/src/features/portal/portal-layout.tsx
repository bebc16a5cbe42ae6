import type { TUserRole } from '@atlas/shared';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccountMenu } from '../../components/account-menu';
import { MarketplaceSwitcher } from '../../components/marketplace/marketplace-switcher';
import { marketplaceParam, useMarketplace } from '../../components/marketplace/use-marketplace';
import { ShellLayout } from '../../components/shell-layout';
import { useSession, useSessionUser } from '../../session/session-context';
import { portalAreas, portalTitles } from './portal-areas';

export type PortalLayoutProps = { role: TUserRole };

/** The seller, publisher and partner portals: their areas, the marketplace and the account. */
export function PortalLayout({ role }: PortalLayoutProps) {
  const session = useSession();
  const { account } = useSessionUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [marketplace] = useMarketplace();

  return (
    <ShellLayout
      caption={portalTitles[role]}
      items={portalAreas[role].map(({ slug, label, Icon }) => ({ key: slug, label, Icon }))}
      selectedKey={pathname.split('/')[2] ?? ''}
      onNavigate={(slug) =>
        navigate({ pathname: `/${role}/${slug}`, search: `?${marketplaceParam}=${marketplace}` })
      }
      headerStart={<MarketplaceSwitcher />}
      headerEnd={
        account ? (
          <AccountMenu
            name={account.name}
            email={account.email}
            roleLabel={account.role}
            onSignOut={session.signOut}
          />
        ) : null
      }
    />
  );
}
