import { MailOutlined } from '@ant-design/icons';
import { activationLinkHours } from '@atlas/shared';
import { Divider, Flex, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../components/auth-card';
import { useSearchParams } from '../../lib/use-search-params';
import { ResendActivation } from './resend-activation';

/**
 * /sign-up/check-email?email=: after sign-up, where the activation link went and how to get another.
 * Sign-up answers the same for a taken e-mail (its owner gets a sign-in note), so this page says so.
 */
export function CheckEmailPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const { token } = theme.useToken();

  return (
    <AuthCard
      title="Check your e-mail"
      footer={
        <Typography.Text type="secondary">
          Already activated? <Link to="/sign-in">Sign in</Link>
        </Typography.Text>
      }
    >
      <Flex gap={16} align="flex-start">
        <MailOutlined style={{ fontSize: 32, color: token.colorPrimary, marginTop: 4 }} aria-hidden />
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {email ? (
            <>
              We sent an activation link to <Typography.Text strong>{email}</Typography.Text>.
            </>
          ) : (
            'We sent an activation link to the e-mail you signed up with.'
          )}{' '}
          Open it within {activationLinkHours} hours to activate your account, then complete your profile.
        </Typography.Paragraph>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        If this e-mail already has an account, no new one was made: we e-mailed it how to sign in or reset the
        password instead.
      </Typography.Paragraph>
      <Divider />
      {email ? (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            No e-mail after a few minutes? Check your spam folder, or
          </Typography.Text>
          <ResendActivation email={email} />
        </Flex>
      ) : (
        <Typography.Text type="secondary">
          No e-mail? <Link to="/sign-in">Sign in</Link> with your e-mail and password to get a new link.
        </Typography.Text>
      )}
    </AuthCard>
  );
}
