import { CopyOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { copyText } from '../../../lib/clipboard';

export type CopyLinkButtonProps = { shortUrl: string };

/** Copies a short URL from a table row without opening the row. */
export function CopyLinkButton({ shortUrl }: CopyLinkButtonProps) {
  const { message } = App.useApp();
  return (
    <Button
      type="text"
      size="small"
      icon={<CopyOutlined />}
      aria-label={`Copy ${shortUrl}`}
      onClick={(event) => {
        event.stopPropagation();
        void copyText(shortUrl, { toast: (note) => void message.success(note), log: console.error });
      }}
    />
  );
}
