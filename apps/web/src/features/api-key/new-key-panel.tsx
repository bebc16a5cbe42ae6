import { CopyOutlined } from '@ant-design/icons';
import { apiKeyHeader, openApiPrefix } from '@atlas/shared';
import { Alert, App, Button, Flex, Typography, theme } from 'antd';
import { copyText } from '../../lib/clipboard';

export type NewKeyPanelProps = { apiKey: string; onDone: () => void };

/** The curl line that proves a key works: the account's own profile on the open API. */
export function curlExample(apiKey: string, origin: string = window.location.origin): string {
  return `curl -H "${apiKeyHeader}: ${apiKey}" ${origin}${openApiPrefix}profile`;
}

/** The whole key, shown once after create or regenerate, with copy buttons and a curl example. */
export function NewKeyPanel({ apiKey, onDone }: NewKeyPanelProps) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const copy = (text: string) =>
    void copyText(text, { toast: (note) => void message.success(note), log: console.error });
  const curl = curlExample(apiKey);
  const block = {
    display: 'block',
    padding: '10px 12px',
    background: token.colorFillQuaternary,
    borderRadius: token.borderRadius,
    fontFamily: token.fontFamilyCode,
    wordBreak: 'break-all',
  } as const;

  return (
    <Flex vertical gap={16} data-testid="new-api-key">
      <Alert
        type="success"
        showIcon
        title="Copy your API key now"
        description="It is shown only this once. Keep it secret: anyone with it can call the open API as your account."
      />
      <div>
        <Typography.Text type="secondary">Your API key</Typography.Text>
        <Flex gap={8} align="center" style={{ marginTop: 4 }}>
          <code style={{ ...block, flex: 1 }} data-testid="api-key-value">
            {apiKey}
          </code>
          <Button icon={<CopyOutlined />} onClick={() => copy(apiKey)}>
            Copy
          </Button>
        </Flex>
      </div>
      <div>
        <Typography.Text type="secondary">Try it</Typography.Text>
        <Flex gap={8} align="center" style={{ marginTop: 4 }}>
          <code style={{ ...block, flex: 1 }}>{curl}</code>
          <Button icon={<CopyOutlined />} onClick={() => copy(curl)} aria-label="Copy the curl example">
            Copy
          </Button>
        </Flex>
      </div>
      <Flex justify="flex-end">
        <Button type="primary" onClick={onDone}>
          I saved it
        </Button>
      </Flex>
    </Flex>
  );
}
