import { AmazonOutlined } from '@ant-design/icons';
import { marketplaceAuthCalls, regionCountries, type TAmazonRegion } from '@atlas/shared';
import { Alert, Button, Divider, Flex } from 'antd';
import { useState } from 'react';
import { callApi } from '../../api/http';
import { useSiteMode } from '../../api/site-mode';
import { DemoNote } from '../../components/demo-note';
import { errorText } from '../../components/server-error';
import { goToConsent } from './consent-handoff';

/**
 * "Sign in with Amazon" under the sign-in form: for sellers who connected their Amazon account.
 * Amazon signs people in per region; with Amazon itself, a European seller picks Amazon Europe's.
 */
export function MarketplaceSignInButton() {
  const [leaving, setLeaving] = useState<TAmazonRegion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { data: siteMode } = useSiteMode();

  const start = async (region: TAmazonRegion) => {
    setLeaving(region);
    setError(null);
    try {
      // Silent: the button shows a refused start itself.
      goToConsent(
        await callApi(marketplaceAuthCalls.startMarketplaceSignIn, { query: { region } }, { silent: true }),
      );
    } catch (failure) {
      setError(errorText(failure));
      setLeaving(null);
    }
  };

  return (
    <Flex vertical>
      <Divider plain style={{ margin: '20px 0' }}>
        or
      </Divider>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Button
        block
        size="large"
        icon={<AmazonOutlined />}
        loading={leaving === 'na'}
        disabled={leaving !== null}
        onClick={() => void start('na')}
      >
        Sign in with Amazon
      </Button>
      {siteMode?.marketplace === 'amazon' ? (
        <Button
          type="link"
          loading={leaving === 'eu'}
          disabled={leaving !== null}
          onClick={() => void start('eu')}
        >
          Selling in Europe? Sign in with Amazon Europe ({regionCountries('eu').join(', ')})
        </Button>
      ) : null}
      <DemoNote about="marketplace" style={{ marginTop: 12 }} />
    </Flex>
  );
}
