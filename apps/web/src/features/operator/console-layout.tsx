import { Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccountMenu } from '../../components/account-menu';
import { ShellLayout } from '../../components/shell-layout';
import { useOperator, useOperatorSession } from '../../session/operator-session';
import { consoleSections } from './console-sections';
import { consoleIdlePauseMs, useIdlePause } from './use-idle-pause';

/** The operator console on the admin sub-host: its sections and the operator's account. */
export function ConsoleLayout() {
  const session = useOperatorSession();
  const { account } = useOperator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useIdlePause(consoleIdlePauseMs);

  return (
    <ShellLayout
      caption="Operator console"
      items={consoleSections.map(({ slug, label, Icon }) => ({ key: slug, label, Icon }))}
      selectedKey={pathname.split('/')[2] ?? ''}
      onNavigate={(slug) => navigate(`/operator/${slug}`)}
      headerStart={
        <Typography.Text type="secondary" data-testid="operator-role">
          Back office{account ? ` · ${account.role === 'admin' ? 'Admin' : 'Support, read only'}` : ''}
        </Typography.Text>
      }
      headerEnd={
        account ? (
          <AccountMenu
            name={account.name}
            email={account.email}
            roleLabel={`operator · ${account.role}`}
            onSignOut={session.signOut}
          />
        ) : null
      }
    />
  );
}
