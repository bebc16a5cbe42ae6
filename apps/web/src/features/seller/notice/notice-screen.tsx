import { sellerCalls, sellerNotice } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../api/http';
import { AuthCard } from '../../../components/auth-card';
import { errorText } from '../../../components/server-error';
import { NoticeText } from './notice-text';
import { useUpdateSellerSettings } from './use-seller-settings';

export type NoticeScreenProps = { onSignOut: () => void };

/** Before anything else, a seller reads the notice and agrees to it (spec 7.4). */
export function NoticeScreen({ onSignOut }: NoticeScreenProps) {
  const [read, setRead] = useState(false);
  const update = useUpdateSellerSettings();
  const agree = useMutation({
    // Silent: the notice screen shows a refusal inline.
    mutationFn: () =>
      callApi(sellerCalls.agreeToNotice, { body: { version: sellerNotice.version } }, { silent: true }),
    onSuccess: (notice) => update((settings) => ({ ...settings, notice })),
  });

  return (
    <AuthCard
      title={sellerNotice.title}
      subtitle={sellerNotice.summary}
      caption="Seller portal"
      width={720}
      footer={
        <Typography.Text type="secondary">
          Not now?{' '}
          <Button type="link" size="small" onClick={onSignOut} style={{ padding: 0 }}>
            Sign out
          </Button>
        </Typography.Text>
      }
    >
      <div style={{ maxHeight: '46vh', overflowY: 'auto', paddingRight: 8, marginBottom: 24 }}>
        <NoticeText />
      </div>
      {agree.error ? (
        <Alert
          type="error"
          showIcon
          title={errorText(agree.error)}
          style={{ marginBottom: 16 }}
          role="alert"
        />
      ) : null}
      <Flex vertical gap={16}>
        <Checkbox
          checked={read}
          disabled={agree.isPending}
          onChange={(event) => setRead(event.target.checked)}
        >
          I have read the seller notice (version {sellerNotice.version}) and agree to it
        </Checkbox>
        <Button
          type="primary"
          size="large"
          block
          disabled={!read}
          loading={agree.isPending}
          onClick={() => agree.mutate()}
        >
          Agree and continue
        </Button>
      </Flex>
    </AuthCard>
  );
}
