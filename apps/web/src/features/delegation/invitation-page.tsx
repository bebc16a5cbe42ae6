import {
  delegationCalls,
  EntryReason,
  invitationForOtherAccount,
  type TPreAcceptResponse,
} from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCall } from '../../api/calls';
import { ApiError, callApi } from '../../api/http';
import { AuthCard } from '../../components/auth-card';
import { FullPageSpin } from '../../components/full-page-spin';
import { errorText } from '../../components/server-error';
import { StatusPanel } from '../../components/status-panel';
import { formatDate } from '../../lib/format';
import { useSearchParams } from '../../lib/use-search-params';
import { portalPath } from '../../session/portal-path';
import { useSession, useSessionUser } from '../../session/session-context';
import { LinkProblem, linkReason } from '../auth/link-problem';
import { accessWords } from './delegation-labels';
import { useDelegationSwitch } from './use-delegation-switch';

type TStepProps = { invitation: TPreAcceptResponse; token: string };

/** Not signed in: a new invitee signs up (e-mail filled in), anyone else signs in and comes back. */
function SignInStep({ invitation }: TStepProps) {
  const navigate = useNavigate();
  const here = encodeURIComponent(`${window.location.pathname}${window.location.search}`);
  const signIn = () => navigate(`/sign-in?redirect=${here}`);
  if (invitation.isNewUser) {
    return (
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {invitation.email} has no Affiliate Atlas account yet. Create one, activate it from the e-mail we
          send, then open this invitation again to accept it.
        </Typography.Paragraph>
        <Button
          type="primary"
          size="large"
          block
          onClick={() => navigate(`/sign-up?email=${encodeURIComponent(invitation.email)}`)}
        >
          Create your account
        </Button>
        <Button block onClick={signIn}>
          I already have an account
        </Button>
      </Flex>
    );
  }
  return (
    <Button type="primary" size="large" block onClick={signIn}>
      Sign in as {invitation.email} to accept
    </Button>
  );
}

/** Signed in: accept with the invited account, then switch in at once or later. */
function AcceptStep({ invitation, token }: TStepProps) {
  const session = useSession();
  const { account } = useSessionUser();
  const navigate = useNavigate();
  const { switched, switchInto, goBack } = useDelegationSwitch();
  // Silent: the page explains a refused link itself.
  const accept = useMutation({
    mutationFn: () => callApi(delegationCalls.acceptInvitation, { body: { token } }, { silent: true }),
  });
  const switching = useMutation({ mutationFn: switchInto });

  if (accept.data && account) {
    const owner = accept.data.owner.name;
    return (
      <StatusPanel
        status="success"
        title={`You can now work in ${owner}'s account`}
        subTitle="Switch in now, or later from “Delegated accounts” in your account menu."
        extra={[
          <Button
            key="switch"
            type="primary"
            loading={switching.isPending}
            onClick={() => switching.mutate(accept.data.id)}
          >
            Switch to {owner}'s account
          </Button>,
          <Button key="later" onClick={() => navigate(`${portalPath(account.role)}/delegated-accounts`)}>
            Later
          </Button>,
        ]}
      />
    );
  }
  if (switched) {
    return (
      <Alert
        type="info"
        showIcon
        title="You are working in another account"
        description="Go back to your own account, then open this invitation again."
        action={
          <Button size="small" onClick={() => void goBack()}>
            Back to my account
          </Button>
        }
      />
    );
  }
  const otherAccount =
    (account && account.email !== invitation.email) ||
    (accept.error instanceof ApiError && accept.error.reason === invitationForOtherAccount);
  if (otherAccount) {
    return (
      <Flex vertical gap={12}>
        <Alert
          type="warning"
          showIcon
          title={`You are signed in as ${account?.email}, but this invitation is for ${invitation.email}.`}
        />
        <Button type="primary" block onClick={() => void session.signOut()}>
          Sign out to use {invitation.email}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12}>
      {accept.isError ? <Alert type="error" showIcon title={errorText(accept.error)} role="alert" /> : null}
      <Button type="primary" size="large" block loading={accept.isPending} onClick={() => accept.mutate()}>
        Accept invitation
      </Button>
    </Flex>
  );
}

/** /delegation/accept?token=: what the invitation is, then sign up, sign in or accept. */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const { account, isLoading } = useSessionUser();
  const navigate = useNavigate();
  const query = useCall(
    delegationCalls.preAcceptInvitation,
    { query: { token } },
    {
      silent: true,
      enabled: token !== '',
      retry: false,
    },
  );
  if (!token || query.isError) {
    const error = token ? query.error : new Error('This invitation link is incomplete: it has no token.');
    return (
      <LinkProblem error={error}>
        {linkReason(error) === EntryReason.linkUsed ? (
          <Button
            type="primary"
            block
            onClick={() => navigate(account ? `${portalPath(account.role)}/delegated-accounts` : '/sign-in')}
          >
            {account ? 'Open Delegated accounts' : 'Sign in'}
          </Button>
        ) : null}
        <Button block onClick={() => navigate('/')}>
          Go to the home page
        </Button>
      </LinkProblem>
    );
  }
  if (query.isLoading || (session.token && isLoading)) {
    return <FullPageSpin label="Opening the invitation…" />;
  }
  const invitation = query.data as TPreAcceptResponse;
  return (
    <AuthCard
      title={`Join ${invitation.owner.name}'s account`}
      subtitle={
        <>
          {invitation.owner.name} invited <strong>{invitation.email}</strong> to work in their{' '}
          {invitation.owner.role} account with <strong>{accessWords[invitation.access]} access</strong>. The
          invitation works until {formatDate(invitation.expiresAt)}.
        </>
      }
      footer={
        <Typography.Text type="secondary">
          Not for you? You can ignore it; nothing happens until it is accepted.
        </Typography.Text>
      }
    >
      {account ? (
        <AcceptStep invitation={invitation} token={token} />
      ) : (
        <SignInStep invitation={invitation} token={token} />
      )}
    </AuthCard>
  );
}
