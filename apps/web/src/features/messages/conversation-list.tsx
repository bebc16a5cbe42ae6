import type { TConversation } from '@atlas/shared';
import { Badge, Empty, Flex, Pagination, Skeleton, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';

export type ConversationListProps<T extends TConversation> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  selectedId: string | null;
  empty: ReactNode;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
  /** A line under the subject (the account, in the console). */
  describe?: (item: T) => ReactNode;
};

/** Conversations, latest first: subject, status, last message and this side's unread count. */
export function ConversationList<T extends TConversation>(props: ConversationListProps<T>) {
  const { items, total, page, pageSize, loading, selectedId, empty, onOpen, onPage, describe } = props;
  const { token } = theme.useToken();
  if (loading && items.length === 0) {
    return <Skeleton active paragraph={{ rows: 5 }} style={{ padding: 12 }} />;
  }
  if (items.length === 0) {
    return empty;
  }
  return (
    <nav aria-label="Conversations">
      <Flex vertical gap={2}>
        {items.map((item) => (
          <button
            type="button"
            key={item.id}
            onClick={() => onOpen(item.id)}
            aria-current={item.id === selectedId ? 'true' : undefined}
            style={{
              all: 'unset',
              cursor: 'pointer',
              padding: '10px 12px',
              borderRadius: 8,
              background: item.id === selectedId ? token.controlItemBgActive : undefined,
            }}
          >
            <Flex justify="space-between" gap={8} align="center">
              <Typography.Text strong={item.unread > 0} ellipsis style={{ minWidth: 0 }}>
                {item.subject}
              </Typography.Text>
              <Badge count={item.unread} aria-label={`${item.unread} unread`} />
            </Flex>
            {describe ? <div>{describe(item)}</div> : null}
            <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 13 }}>
              {item.lastMessagePreview || 'No message yet'}
            </Typography.Text>
            <Flex justify="space-between" align="center" style={{ marginTop: 2 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(item.lastMessageAt)}
              </Typography.Text>
              {item.status === 'closed' ? <Tag style={{ marginInlineEnd: 0 }}>Closed</Tag> : null}
            </Flex>
          </button>
        ))}
      </Flex>
      {total > pageSize ? (
        <Pagination
          simple
          size="small"
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={onPage}
          style={{ marginTop: 12, textAlign: 'center' }}
        />
      ) : null}
    </nav>
  );
}

export const noConversations = (text: string) => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />
);
