import type { TConversationDetail } from '@atlas/shared';
import { Alert, Flex, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../../components/server-error';
import { MessageThread } from './message-thread';
import type { useThread } from './use-thread';

export type ConversationPaneProps = {
  thread: ReturnType<typeof useThread<TConversationDetail>>;
  ownSide: 'user' | 'operator';
  /** Under the subject (the account, in the console). */
  meta?: ReactNode;
  /** Beside the subject (close, in the console). */
  actions?: ReactNode;
  composer: ReactNode;
};

/** An open conversation: its subject and state, the messages, and the composer under them. */
export function ConversationPane({ thread, ownSide, meta, actions, composer }: ConversationPaneProps) {
  const { query, conversation, messages } = thread;
  if (query.isPending) {
    return <Skeleton active paragraph={{ rows: 6 }} />;
  }
  if (query.error && !conversation) {
    return <Alert type="error" showIcon role="alert" title={errorText(query.error)} />;
  }
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {conversation?.subject}{' '}
            {conversation?.status === 'closed' ? <Tag style={{ verticalAlign: 'middle' }}>Closed</Tag> : null}
          </Typography.Title>
          {meta}
        </div>
        {actions}
      </Flex>
      {query.error ? (
        <Alert
          type="warning"
          showIcon
          title={`New messages could not be checked: ${errorText(query.error)}`}
        />
      ) : null}
      <div style={{ maxHeight: '55vh', overflowY: 'auto', paddingInline: 4 }}>
        <MessageThread
          messages={messages}
          ownSide={ownSide}
          hasOlder={query.hasNextPage}
          loadingOlder={query.isFetchingNextPage}
          onLoadOlder={() => void query.fetchNextPage()}
        />
      </div>
      {conversation?.status === 'closed' ? (
        <Typography.Text type="secondary">
          This conversation is closed; a new message reopens it.
        </Typography.Text>
      ) : null}
      {composer}
    </Flex>
  );
}
