import { inboxCalls, type TInboxConversation } from '@atlas/shared';
import { App, Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { callKey, callQuery, useCallMutation, useRefresh } from '../../../api/calls';
import { callApi, uploadFile } from '../../../api/http';
import { messageCallOptions as quiet } from '../../../api/messages';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { ConversationList, noConversations } from '../../messages/conversation-list';
import { ConversationPane } from '../../messages/conversation-pane';
import { MessageComposer } from '../../messages/message-composer';
import { TwoPane } from '../../messages/two-pane';
import { useConversations } from '../../messages/use-conversations';
import { useMessagesParams } from '../../messages/use-messages-params';
import { useWriteFailure } from '../use-write-failure';
import { InboxFilters, inboxFiltersOf } from './inbox-filters';

const pageSize = 20;

const describeAccount = (item: TInboxConversation) => (
  <Typography.Text style={{ fontSize: 13 }} ellipsis>
    {item.account.name} · {item.account.email} <Tag style={{ marginInlineStart: 4 }}>{item.account.role}</Tag>
  </Typography.Text>
);

/** Messages: every account's conversations with the team, answered and closed from here. */
/** What shows the inbox: an answer or a close refreshes the list and the open conversation. */
const inboxReads = [inboxCalls.listInboxConversations, inboxCalls.getInboxConversation];

export function InboxPage() {
  const { message } = App.useApp();
  const refresh = useRefresh();
  const showFailure = useWriteFailure();
  const nav = useMessagesParams();
  const { params, conversation: openId, page, update } = nav;
  const filters = inboxFiltersOf(params);
  const query = { ...filters, unreadOnly: filters.unreadOnly ? 'true' : 'false', page, pageSize };
  const { list, thread, listProps } = useConversations({
    nav,
    pageSize,
    list: callQuery(inboxCalls.listInboxConversations, { query }, quiet),
    threadRoot: callKey(inboxCalls.getInboxConversation),
    threadId: openId,
    fetchThread: (conversation) => callApi(inboxCalls.getInboxConversation, { query: conversation }, quiet),
    reads: [inboxCalls.listInboxConversations],
  });

  const close = useCallMutation((id: string) => callApi(inboxCalls.closeConversation, { params: { id } }), {
    refreshes: inboxReads,
    onSuccess: () => void message.success('Conversation closed'),
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
          upload={(file) =>
            // A reply's file is kept among the conversation's account's files.
            uploadFile(inboxCalls.uploadInboxFile, file, { ...quiet, query: { conversationId: openId } })
          }
          submitLabel="Send answer"
          onSend={async (composed) => {
            await callApi(
              inboxCalls.replyInConversation,
              { body: { ...composed, conversationId: openId } },
              quiet,
            );
            void message.success(`Answer sent to ${conversation?.account.email ?? 'the account'}`);
            await refresh(...inboxReads);
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
