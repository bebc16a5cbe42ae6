import { Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { login } from '../../api/auth';
import { AuthCard } from '../../components/auth-card';
import { portalPath, safeRedirect } from '../../session/portal-path';
import { useSession } from '../../session/session-context';
import { CredentialsForm } from './credentials-form';

/** /sign-in: back to `?redirect=` when it is ours, else to the portal of the account's role. */
export function SignInPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? '';

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to your seller, publisher or partner account."
      footer={
        <Typography.Text type="secondary">
          New to Affiliate Atlas? <Link to="/sign-up">Create an account</Link>
        </Typography.Text>
      }
    >
      <CredentialsForm
        submitLabel="Sign in"
        onSubmit={async (values) => {
          const { token, user } = await login(values);
          session.signIn(token, user);
          navigate(safeRedirect(redirect, portalPath(user.role)), { replace: true });
        }}
      />
    </AuthCard>
  );
}
