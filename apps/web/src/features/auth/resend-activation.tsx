import { MailOutlined } from '@ant-design/icons';
import { authCalls } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { callApi } from '../../api/http';
import { errorText } from '../../components/server-error';

export type ResendActivationProps = {
  /** The e-mail given at sign-up, or the token of an expired link (the server knows its e-mail). */
  email?: string;
  token?: string;
  label?: string;
};

/** "Send the link again": asks for a new activation link and says plainly what happened. */
export function ResendActivation({ email, token, label = 'Send the link again' }: ResendActivationProps) {
  const mutation = useMutation({
    // Silent: says plainly what happened below. By an expired link's token, or the e-mail.
    mutationFn: () =>
      callApi(authCalls.resendActivation, { body: token ? { token } : { email } }, { silent: true }),
  });
  return (
    <Flex vertical gap={8} align="flex-start">
      <Button icon={<MailOutlined />} loading={mutation.isPending} onClick={() => mutation.mutate()}>
        {mutation.isSuccess ? 'Send another link' : label}
      </Button>
      {mutation.isSuccess ? (
        <Typography.Text type="success" role="status">
          A new activation link is on its way. Only the newest link works.
        </Typography.Text>
      ) : null}
      {mutation.isError ? (
        <Typography.Text type="danger" role="alert">
          {errorText(mutation.error)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
