import { MailOutlined, RollbackOutlined, UserOutlined } from '@ant-design/icons';
import type { TUserRole } from '@atlas/shared';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccountMenu } from '../../components/account-menu';
import { MarketplaceSwitcher } from '../../components/marketplace/marketplace-switcher';
import { marketplaceParam, useMarketplace } from '../../components/marketplace/use-marketplace';
import { ShellLayout } from '../../components/shell-layout';
import { useSession, useSessionUser } from '../../session/session-context';
import { SwitchBanner } from '../delegation/switch-banner';
import { useDelegationSwitch } from '../delegation/use-delegation-switch';
import { MessagesNavLabel } from '../messages/messages-nav-label';
import { accountLinks } from './account-links';
import { portalAreas, portalTitles } from './portal-areas';

export type PortalLayoutProps = { role: TUserRole };

/** The seller, publisher and partner portals: their areas, the marketplace and the account. */
export function PortalLayout({ role }: PortalLayoutProps) {
  const session = useSession();
  const { account } = useSessionUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [marketplace] = useMarketplace();
  const delegation = useDelegationSwitch();
  // While switched, the account pages are the owner's business: the menu offers the way back.
  const ownLinks = delegation.switched
    ? [
        {
          key: 'back',
          label: 'Back to my account',
          icon: <RollbackOutlined />,
          onClick: () => void delegation.goBack(),
        },
      ]
    : accountLinks.map(({ slug, label, Icon }) => ({
        key: slug,
        label,
        icon: <Icon />,
        onClick: () => navigate(`/${role}/${slug}`),
      }));

  return (
    <ShellLayout
      caption={portalTitles[role]}
      items={portalAreas[role].map(({ slug, label, Icon }) => ({
        key: slug,
        label:
          slug === 'messages' && role !== 'partner' ? <MessagesNavLabel role={role} label={label} /> : label,
        Icon,
      }))}
      selectedKey={pathname.split('/')[2] ?? ''}
      onNavigate={(slug) =>
        navigate({ pathname: `/${role}/${slug}`, search: `?${marketplaceParam}=${marketplace}` })
      }
      headerStart={<MarketplaceSwitcher />}
      banner={<SwitchBanner />}
      headerEnd={
        account ? (
          <AccountMenu
            name={account.name}
            email={account.email}
            roleLabel={account.role}
            links={[
              {
                key: 'account',
                label: 'Account',
                icon: <UserOutlined />,
                onClick: () => navigate(`/${role}/account`),
              },
              {
                key: 'contact',
                label: 'Contact us',
                icon: <MailOutlined />,
                onClick: () => navigate('/contact'),
              },
              ...ownLinks,
            ]}
            onSignOut={delegation.switched ? delegation.signOut : session.signOut}
          />
        ) : null
      }
    />
  );
}
