import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Typography } from 'antd';
import { callKey, callQuery, useRefresh } from '../../api/calls';
import { callApi } from '../../api/http';
import { messageCallsOf, messageCallOptions as quiet, type TMessagesRole } from '../../api/messages';
import { LoadFailed } from '../../components/load-failed';
import { PageHeader } from '../../components/page-header';
import { useSessionUser } from '../../session/session-context';
import { ConversationList, noConversations } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import { MessageComposer, type TComposed } from './message-composer';
import { TwoPane } from './two-pane';
import { useAttachmentUpload } from './use-attachment-upload';
import { useConversations } from './use-conversations';
import { useMessagesParams } from './use-messages-params';

const pageSize = 20;

/** Messages: the account's conversations with the team, one open beside the list. */
export function MessagesPage() {
  const { account } = useSessionUser();
  const role: TMessagesRole = account?.role === 'publisher' ? 'publisher' : 'seller';
  const calls = messageCallsOf[role];
  const { message } = App.useApp();
  const refresh = useRefresh();
  const uploadAttachment = useAttachmentUpload();
  const nav = useMessagesParams();
  const { conversation: openId, page, update } = nav;
  const creating = openId === 'new';
  const { list, thread, listProps } = useConversations({
    nav,
    pageSize,
    list: callQuery(calls.listConversations, { query: { page, pageSize } }, quiet),
    threadRoot: callKey(calls.getConversation),
    threadId: creating ? null : openId,
    fetchThread: (query) => callApi(calls.getConversation, { query }, quiet),
    reads: [calls.listConversations, calls.getConversation],
  });

  const send = async (composed: TComposed, conversationId?: string) => {
    const body = { ...composed, conversationId, subject: conversationId ? undefined : composed.subject };
    const sent = await callApi(calls.sendMessage, { body }, quiet);
    await refresh(calls.listConversations, calls.getConversation);
    if (!conversationId) {
      void message.success('Sent: the team answers here, and we e-mail you when they do');
      update({ conversation: sent.conversation.id, page: 1 });
    }
  };

  if (list.error && !list.data) {
    return <LoadFailed what="your conversations" error={list.error} onRetry={() => void list.refetch()} />;
  }
  const detail = creating ? (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        New conversation
      </Typography.Title>
      <MessageComposer withSubject upload={uploadAttachment} onSend={(composed) => send(composed)} />
    </>
  ) : openId ? (
    <ConversationPane
      thread={thread}
      ownSide="user"
      composer={<MessageComposer upload={uploadAttachment} onSend={(composed) => send(composed, openId)} />}
    />
  ) : (
    noConversations('Choose a conversation, or start a new one.')
  );

  return (
    <>
      <PageHeader
        title="Messages"
        subtitle="Your conversations with the Affiliate Atlas team."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => update({ conversation: 'new' })}>
            New conversation
          </Button>
        }
      />
      <TwoPane
        showDetail={Boolean(openId)}
        onBack={() => update({ conversation: undefined })}
        list={
          <ConversationList
            {...listProps}
            empty={noConversations('No conversation yet. Ask the team anything with "New conversation".')}
          />
        }
        detail={detail}
      />
    </>
  );
}
