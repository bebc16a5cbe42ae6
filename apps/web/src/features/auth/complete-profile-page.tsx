import { authCalls, type TCompleteProfileRequest } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { callApi } from '../../api/http';
import { AuthCard } from '../../components/auth-card';
import { FormSubmit } from '../../components/form-submit';
import { FullPageSpin } from '../../components/full-page-spin';
import { applyServerError } from '../../components/server-error';
import { SessionError } from '../../components/session-error';
import { portalPath } from '../../session/portal-path';
import { useSession, useSessionUser } from '../../session/session-context';
import { profileFieldNames, profileFields } from './profile-fields';
import { roleDescriptions } from './role-descriptions';

type TProfileValues = Omit<TCompleteProfileRequest, 'role'>;

/** /complete-profile: the role's profile, asked once after activation before the portal opens. */
export function CompleteProfilePage() {
  const session = useSession();
  const { account, isLoading, error, reload } = useSessionUser();
  const navigate = useNavigate();
  const [form] = Form.useForm<TProfileValues>();
  const [alert, setAlert] = useState<string | null>(null);
  const role = account?.role ?? 'seller';

  const mutation = useMutation({
    // Silent: the form shows the answer inline. Answers the updated session user.
    mutationFn: (values: TProfileValues) =>
      callApi(
        authCalls.completeProfile,
        { body: { ...values, role } as TCompleteProfileRequest },
        { silent: true },
      ),
    onMutate: () => setAlert(null),
    onSuccess: (user) => {
      if (session.token) {
        session.signIn(session.token, user);
      }
      navigate(portalPath(user.role), { replace: true });
    },
    onError: (failure) => setAlert(applyServerError(form, failure, profileFieldNames[role])),
  });

  if (!session.token) {
    return <Navigate to={session.signedOut ? '/sign-in' : '/sign-in?redirect=%2Fcomplete-profile'} replace />;
  }
  if (isLoading) {
    return <FullPageSpin label="Loading your account…" />;
  }
  if (!account) {
    return <SessionError error={error} onRetry={reload} onSignOut={() => void session.signOut()} />;
  }
  if (account.profileCompleted) {
    return <Navigate to={portalPath(account.role)} replace />;
  }

  return (
    <AuthCard
      title="Complete your profile"
      subtitle={`Your account is active. Tell us a little about you as a ${roleDescriptions[role].label.toLowerCase()} to open your portal.`}
      width={520}
      footer={
        <Typography.Text type="secondary">
          Signed in as {account.email} ·{' '}
          <Typography.Link onClick={() => void session.signOut()}>Sign out</Typography.Link>
        </Typography.Text>
      }
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => mutation.mutate(values)}
        disabled={mutation.isPending}
      >
        {alert ? (
          <Alert type="error" showIcon title={alert} style={{ marginBottom: 24 }} role="alert" />
        ) : null}
        {profileFields[role]()}
        <FormSubmit loading={mutation.isPending}>Save and open my portal</FormSubmit>
      </Form>
    </AuthCard>
  );
}
