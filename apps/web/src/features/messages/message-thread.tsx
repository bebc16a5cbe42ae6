import type { TMessage, TMessageSenderKind } from '@atlas/shared';
import { Button, Empty, Flex, Typography, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../lib/format';
import { MessageAttachments } from './message-attachments';

export type MessageThreadProps = {
  messages: TMessage[];
  /** The side reading: its own messages sit on the right. */
  ownSide: TMessageSenderKind;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
};

/** A conversation's messages, oldest at the top; it follows the newest as they arrive. */
export function MessageThread({
  messages,
  ownSide,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: MessageThreadProps) {
  const { token } = theme.useToken();
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    if (newest) {
      end.current?.scrollIntoView?.({ block: 'end' });
    }
  }, [newest]);

  if (messages.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No message yet." />;
  }
  return (
    <Flex vertical gap={12} role="log" aria-label="Messages" aria-live="polite">
      {hasOlder ? (
        <Button type="link" loading={loadingOlder} onClick={onLoadOlder} style={{ alignSelf: 'center' }}>
          Show earlier messages
        </Button>
      ) : null}
      {messages.map((message) => {
        const own = message.senderKind === ownSide;
        const team = message.senderKind === 'operator' ? ' · Affiliate Atlas team' : '';
        return (
          <Flex key={message.id} vertical align={own ? 'flex-end' : 'flex-start'}>
            <Typography.Text type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
              {message.senderName}
              {team} · {formatDateTime(message.createdAt)}
            </Typography.Text>
            <div
              style={{
                maxWidth: 'min(560px, 92%)',
                padding: '8px 12px',
                borderRadius: 10,
                background: own ? token.colorPrimaryBg : token.colorFillQuaternary,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {message.body}
              <MessageAttachments attachments={message.attachments} />
            </div>
          </Flex>
        );
      })}
      <div ref={end} />
    </Flex>
  );
}
