import { authCalls, EntryReason, type TActivateRequest } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, callApi } from '../../api/http';
import { AuthCard } from '../../components/auth-card';
import { useSearchParams } from '../../lib/use-search-params';
import { portalPath } from '../../session/portal-path';
import { useSession } from '../../session/session-context';
import { LinkProblem, linkReason } from './link-problem';
import { ResendActivation } from './resend-activation';

const noToken = new ApiError('This link has no token. Open the link from the e-mail again.', {
  code: '1001',
  status: 400,
  handled: false,
  reason: EntryReason.linkInvalid,
});

/** /activate?token=: follows the activation link once, signs in, then asks for the profile. */
export function ActivatePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const navigate = useNavigate();
  const { mutate, error, isError } = useMutation({
    // Silent: the page shows the server's answer inline. Answers a session.
    mutationFn: (body: TActivateRequest) => callApi(authCalls.activateAccount, { body }, { silent: true }),
    onSuccess: ({ token: sessionToken, user }) => {
      session.signIn(sessionToken, user);
      navigate(user.profileCompleted ? portalPath(user.role) : '/complete-profile', { replace: true });
    },
  });

  // A link is spent on first use: the ref keeps StrictMode's second effect from spending it twice.
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      mutate({ token });
    }
  }, [token, mutate]);

  if (!token || isError) {
    const problem = token ? error : noToken;
    const reason = linkReason(problem);
    return (
      <LinkProblem error={problem}>
        {reason === EntryReason.linkExpired ? (
          <ResendActivation token={token} label="Send me a new link" />
        ) : null}
        {reason === undefined ? (
          <Button type="primary" onClick={() => mutate({ token })}>
            Try again
          </Button>
        ) : null}
        <Flex gap={8} wrap>
          <Button
            type={reason === EntryReason.linkUsed ? 'primary' : 'default'}
            onClick={() => navigate('/sign-in')}
          >
            Go to sign in
          </Button>
          {reason === EntryReason.linkInvalid ? (
            <Button type="link" onClick={() => navigate('/sign-up')}>
              Create an account
            </Button>
          ) : null}
        </Flex>
      </LinkProblem>
    );
  }
  return (
    <AuthCard title="Activating your account">
      <Flex vertical align="center" gap={12} style={{ padding: '16px 0' }} role="status">
        <Spin size="large" />
        <Typography.Text type="secondary">One moment while we check your link…</Typography.Text>
      </Flex>
    </AuthCard>
  );
}
