import {
  marketplaceAuthCalls,
  type TMarketplaceAuthMode,
  type TMarketplaceCallbackRequest,
} from '@atlas/shared';
import { Alert, App, Button, Flex, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callApi } from '../../api/http';
import { AuthCard } from '../../components/auth-card';
import { errorText } from '../../components/server-error';
import { useSearchParams } from '../../lib/use-search-params';
import { portalPath } from '../../session/portal-path';
import { useSession } from '../../session/session-context';
import { goToConsent, takePendingConsent } from './consent-handoff';

const accountPage = '/seller/account';

type TProblem = { title: string; text: string; mode: TMarketplaceAuthMode | null };

/** What the marketplace sent back: LWA and the demo send `code`, Seller Central `spapi_oauth_code`. */
function readCallback(params: URLSearchParams): TMarketplaceCallbackRequest & { error: string } {
  const sellingPartnerId = params.get('selling_partner_id') ?? '';
  return {
    code: params.get('code') || params.get('spapi_oauth_code') || '',
    state: params.get('state') ?? '',
    sellingPartnerId: sellingPartnerId || undefined,
    error: params.get('error') ?? '',
  };
}

/**
 * Whether Amazon answered an Amazon Ads consent: its redirect carries the Ads scope (sign-in and
 * the seller's first step carry `profile`; Seller Central sends no scope).
 */
function isAdsConsent(params: URLSearchParams): boolean {
  return (params.get('scope') ?? '').split(/\s+/).some((scope) => scope.startsWith('advertising::'));
}

function connectedMessage(mode: 'connect' | 'reauthorize', ads: boolean): string {
  if (ads) {
    return mode === 'reauthorize' ? 'Amazon Ads access renewed' : 'Amazon Ads access granted';
  }
  return mode === 'reauthorize' ? 'Amazon re-authorized' : 'Amazon connected';
}

function problemTitle(mode: TMarketplaceAuthMode | null): string {
  return mode === 'sign-in' || mode === null ? 'Amazon sign-in did not complete' : 'Amazon was not connected';
}

/**
 * /marketplace/callback: where the marketplace sends the browser back. Completes the consent
 * this tab started, then signs in, returns to the Account page, or goes on to Amazon's second
 * consent; anything else is said plainly with the way back.
 */
export function MarketplaceCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const { message } = App.useApp();
  const [problem, setProblem] = useState<TProblem | null>(null);

  // A code is spent on first use: the ref keeps StrictMode's second effect from spending it twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    const { error, ...callback } = readCallback(params);
    const pending = takePendingConsent(callback.state);
    const mode = pending?.mode ?? null;
    if (!pending) {
      setProblem({
        title: problemTitle(mode),
        text: 'This page was not opened from a sign-in started in this browser tab, or it was already used. Please start again.',
        mode,
      });
      return;
    }
    if (error) {
      const text =
        error === 'access_denied'
          ? 'You cancelled on the Amazon page. Nothing was changed.'
          : `Amazon answered: ${error}. Nothing was changed.`;
      setProblem({ title: problemTitle(mode), text, mode });
      return;
    }
    // Silent: this page shows the consent's error itself.
    callApi(marketplaceAuthCalls.completeMarketplaceConsent, { body: callback }, { silent: true }).then(
      (result) => {
        if (result.outcome === 'signed-in') {
          session.signIn(result.token, result.user);
          navigate(result.user.profileCompleted ? portalPath(result.user.role) : '/complete-profile', {
            replace: true,
          });
        } else if (result.outcome === 'connected') {
          void message.success(connectedMessage(result.mode, isAdsConsent(params)));
          navigate(accountPage, { replace: true });
        } else {
          goToConsent(result.consent);
        }
      },
      (failure: unknown) => setProblem({ title: problemTitle(mode), text: errorText(failure), mode }),
    );
  }, [params, session, navigate, message]);

  if (!problem) {
    return (
      <AuthCard title="Finishing with Amazon">
        <Flex vertical align="center" gap={12} style={{ padding: '16px 0' }} role="status">
          <Spin size="large" />
          <Typography.Text type="secondary">One moment while we check what Amazon sent back…</Typography.Text>
        </Flex>
      </AuthCard>
    );
  }
  const signingIn = problem.mode === 'sign-in' || problem.mode === null;
  return (
    <AuthCard title={problem.title}>
      <Alert type="warning" showIcon title={problem.text} style={{ marginBottom: 24 }} role="alert" />
      <Flex gap={8} wrap>
        {signingIn ? (
          <>
            <Button type="primary" onClick={() => navigate('/sign-in', { replace: true })}>
              Back to sign in
            </Button>
            <Button onClick={() => navigate('/sign-up?role=seller')}>Create a seller account</Button>
          </>
        ) : (
          <Button type="primary" onClick={() => navigate(accountPage, { replace: true })}>
            Back to your Account page
          </Button>
        )}
      </Flex>
    </AuthCard>
  );
}
