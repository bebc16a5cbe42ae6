import { SwapOutlined } from '@ant-design/icons';
import { delegationCalls } from '@atlas/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { callQuery } from '../../api/calls';
import { ownTokenStore } from '../../api/http';
import { useSession } from '../../session/session-context';
import { useDelegationSwitch } from './use-delegation-switch';

/**
 * "You are working in <name>'s account", shown above every page while switched. It asks the
 * server again every minute and on focus, so a withdrawn access is noticed (the error catalogue
 * then takes the user back to their own account).
 */
export function SwitchBanner() {
  const { token } = useSession();
  const { switched, goBack } = useDelegationSwitch();
  const [leaving, setLeaving] = useState(false);
  // Whose account this session works in, or null; read per session token.
  const current = callQuery(delegationCalls.getCurrentDelegation, {});
  const query = useQuery({
    ...current,
    queryKey: [...current.queryKey, token],
    enabled: switched,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

  // The server says this session is the user's own: a token kept aside from an old switch is stale.
  useEffect(() => {
    if (query.data === null) {
      ownTokenStore.clear();
    }
  }, [query.data]);

  const delegation = query.data;
  if (!switched || !delegation) {
    return null;
  }
  const access = delegation.access === 'read_only' ? 'read-only' : 'full access';
  return (
    <Alert
      banner
      type={delegation.access === 'read_only' ? 'warning' : 'info'}
      icon={<SwapOutlined />}
      data-testid="switch-banner"
      title={
        <span>
          You are working in <strong>{delegation.owner.name}</strong>'s account · {access}
        </span>
      }
      action={
        <Button
          size="small"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void goBack().finally(() => setLeaving(false));
          }}
        >
          Back to my account
        </Button>
      }
    />
  );
}
