import { CopyOutlined, ExportOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography } from 'antd';
import { copyText } from '../../../lib/clipboard';
import { LinkQr } from './link-qr';

export type ShortLinkPanelProps = { shortUrl: string; code: string };

/** A saved link to hand out: its short URL to copy or open, and its QR code to download. */
export function ShortLinkPanel({ shortUrl, code }: ShortLinkPanelProps) {
  const { message } = App.useApp();
  const copy = () =>
    void copyText(shortUrl, { toast: (note) => void message.success(note), log: console.error });
  return (
    <Flex vertical gap={16}>
      <Flex
        gap={8}
        align="center"
        wrap
        style={{
          padding: '8px 12px',
          background: '#f7f8fa',
          borderRadius: 8,
          justifyContent: 'space-between',
        }}
      >
        <Typography.Text strong style={{ wordBreak: 'break-all' }} data-testid="short-url">
          {shortUrl}
        </Typography.Text>
        <Flex gap={8}>
          <Button type="primary" icon={<CopyOutlined />} onClick={copy}>
            Copy
          </Button>
          <Button icon={<ExportOutlined />} href={shortUrl} target="_blank" rel="noreferrer">
            Open link
          </Button>
        </Flex>
      </Flex>
      <LinkQr url={shortUrl} fileName={`link-${code}`} />
    </Flex>
  );
}
