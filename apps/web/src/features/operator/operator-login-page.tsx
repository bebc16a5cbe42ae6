import { operatorAuthCalls } from '@atlas/shared';
import { useNavigate } from 'react-router-dom';
import { callApi } from '../../api/http';
import { AuthCard } from '../../components/auth-card';
import { useSearchParams } from '../../lib/use-search-params';
import { useOperatorSession } from '../../session/operator-session';
import { safeRedirect } from '../../session/portal-path';
import { CredentialsForm } from '../auth/credentials-form';

/** /operator/login on the admin sub-host: the back office's own sign-in. */
export function OperatorLoginPage() {
  const session = useOperatorSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? '';

  return (
    <AuthCard
      title="Operator sign-in"
      subtitle="The back office of Affiliate Atlas, for operators only."
      caption="Operator console"
      homeHref="/operator/login"
    >
      <CredentialsForm
        submitLabel="Sign in"
        onSubmit={async (values) => {
          const { token, operator } = await callApi(
            operatorAuthCalls.loginOperator,
            { body: values },
            { silent: true },
          );
          session.signIn(token, operator);
          navigate(safeRedirect(redirect, '/operator'), { replace: true });
        }}
      />
    </AuthCard>
  );
}
