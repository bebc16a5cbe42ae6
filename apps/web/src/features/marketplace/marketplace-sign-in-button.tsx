import { AmazonOutlined } from '@ant-design/icons';
import { marketplaceAuthCalls } from '@atlas/shared';
import { Alert, Button, Divider, Flex } from 'antd';
import { useState } from 'react';
import { callApi } from '../../api/http';
import { DemoNote } from '../../components/demo-note';
import { errorText } from '../../components/server-error';
import { goToConsent } from './consent-handoff';

/** "Sign in with Amazon" under the sign-in form: for sellers who connected their Amazon account. */
export function MarketplaceSignInButton() {
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setLeaving(true);
    setError(null);
    try {
      // Silent: the button shows a refused start itself.
      goToConsent(await callApi(marketplaceAuthCalls.startMarketplaceSignIn, {}, { silent: true }));
    } catch (failure) {
      setError(errorText(failure));
      setLeaving(false);
    }
  };

  return (
    <Flex vertical>
      <Divider plain style={{ margin: '20px 0' }}>
        or
      </Divider>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Button block size="large" icon={<AmazonOutlined />} loading={leaving} onClick={() => void start()}>
        Sign in with Amazon
      </Button>
      <DemoNote about="marketplace" style={{ marginTop: 12 }} />
    </Flex>
  );
}
