import type { TInboxConversation } from '@atlas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import {
  closeConversation,
  getInboxConversation,
  listInbox,
  replyInConversation,
  uploadInboxAttachment,
} from '../../../api/messages';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { refreshQueries } from '../../../lib/refresh-queries';
import { ConversationList, noConversations } from '../../messages/conversation-list';
import { ConversationPane } from '../../messages/conversation-pane';
import { MessageComposer } from '../../messages/message-composer';
import { TwoPane } from '../../messages/two-pane';
import { useConversations } from '../../messages/use-conversations';
import { useMessagesParams } from '../../messages/use-messages-params';
import { useWriteFailure } from '../use-write-failure';
import { InboxFilters, inboxFiltersOf } from './inbox-filters';

const pageSize = 20;
const root = ['operator', 'inbox'] as const;

const describeAccount = (item: TInboxConversation) => (
  <Typography.Text style={{ fontSize: 13 }} ellipsis>
    {item.account.name} · {item.account.email} <Tag style={{ marginInlineStart: 4 }}>{item.account.role}</Tag>
  </Typography.Text>
);

/** Messages: every account's conversations with the team, answered and closed from here. */
export function InboxPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useWriteFailure();
  const nav = useMessagesParams();
  const { params, conversation: openId, page, update } = nav;
  const filters = inboxFiltersOf(params);
  const query = { ...filters, unreadOnly: filters.unreadOnly ? 'true' : 'false', page, pageSize };
  const { list, thread, listProps } = useConversations({
    nav,
    pageSize,
    listKey: [...root, 'list', query],
    fetchList: () => listInbox(query),
    threadRoot: root,
    threadId: openId,
    fetchThread: getInboxConversation,
    readKey: [...root, 'list'],
  });

  const close = useMutation({
    mutationFn: closeConversation,
    onSuccess: () => {
      void message.success('Conversation closed');
      return refreshQueries(queryClient, root);
    },
    onError: showFailure,
  });
  const conversation = thread.conversation as TInboxConversation | undefined;

  if (list.error && !list.data) {
    return <LoadFailed what="the inbox" error={list.error} onRetry={() => void list.refetch()} />;
  }
  const detail = openId ? (
    <ConversationPane
      thread={thread}
      ownSide="operator"
      meta={
        conversation ? (
          <Typography.Text type="secondary">
            {conversation.account.name} · {conversation.account.email} · {conversation.account.role}
            {conversation.assignedOperatorName ? ` · answered by ${conversation.assignedOperatorName}` : ''}
          </Typography.Text>
        ) : null
      }
      actions={
        conversation?.status === 'open' ? (
          <Popconfirm
            title="Close this conversation?"
            description="The account can still write; that reopens it."
            okText="Close"
            onConfirm={() => close.mutateAsync(openId).catch(() => undefined)}
          >
            <Button loading={close.isPending}>Close</Button>
          </Popconfirm>
        ) : null
      }
      composer={
        <MessageComposer
          upload={uploadInboxAttachment(openId)}
          submitLabel="Send answer"
          onSend={async (composed) => {
            await replyInConversation({ ...composed, conversationId: openId });
            await refreshQueries(queryClient, root);
          }}
        />
      }
    />
  ) : (
    noConversations('Choose a conversation to read and answer it.')
  );

  return (
    <>
      <PageHeader
        title="Messages"
        subtitle={`Conversations with sellers and publishers.${list.data ? ` ${list.data.totalUnread} unread.` : ''}`}
      />
      <TwoPane
        showDetail={Boolean(openId)}
        onBack={() => update({ conversation: undefined })}
        list={
          <Flex vertical>
            <InboxFilters filters={filters} onChange={update} />
            <ConversationList
              {...listProps}
              describe={describeAccount}
              empty={noConversations(
                filters.unreadOnly || filters.status || filters.search
                  ? 'No conversation matches these filters.'
                  : 'No conversation yet.',
              )}
            />
          </Flex>
        }
        detail={detail}
      />
    </>
  );
}
