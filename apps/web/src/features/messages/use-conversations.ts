import type { TConversation, TConversationDetail } from '@atlas/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ConversationListProps } from './conversation-list';
import { listPollMs } from './messages-keys';
import type { useMessagesParams } from './use-messages-params';
import { useThread } from './use-thread';

export type ConversationsOptions<L, D extends TConversationDetail> = {
  /** The address's open conversation and page. */
  nav: Pick<ReturnType<typeof useMessagesParams>, 'conversation' | 'page' | 'update'>;
  pageSize: number;
  /** The list's query key, and how to read that page. */
  listKey: readonly unknown[];
  fetchList: () => Promise<L>;
  /** The open thread sits under this key. */
  threadRoot: readonly unknown[];
  /** The conversation to read: null when none is open (or a new one is being written). */
  threadId: string | null;
  fetchThread: (query: { conversationId: string; before?: string }) => Promise<D>;
  /** What opening an unread conversation refreshes, so the counts follow. */
  readKey: readonly unknown[];
};

/**
 * A conversations screen's data: the list (polled), the open thread, and the counts refreshed
 * once an unread conversation is read. `listProps` feed the `ConversationList`.
 */
export function useConversations<
  L extends { items: TConversation[]; total: number },
  D extends TConversationDetail,
>(options: ConversationsOptions<L, D>) {
  const { nav, pageSize, listKey, fetchList, threadRoot, threadId, fetchThread, readKey } = options;
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: listKey,
    queryFn: fetchList,
    placeholderData: keepPreviousData,
    refetchInterval: listPollMs,
    refetchIntervalInBackground: false,
  });
  const thread = useThread(threadRoot, threadId, fetchThread);

  // Opening a conversation read it: the list's and the badge's counts follow.
  const openedUnread = list.data?.items.find((item) => item.id === nav.conversation)?.unread ?? 0;
  const read = thread.query.isSuccess && openedUnread > 0;
  const refresh = useRef(readKey);
  refresh.current = readKey;
  useEffect(() => {
    if (read) {
      void queryClient.invalidateQueries({ queryKey: refresh.current });
    }
  }, [read, queryClient]);

  const listProps = {
    items: (list.data?.items ?? []) as L['items'],
    total: list.data?.total ?? 0,
    page: nav.page,
    pageSize,
    loading: list.isPending,
    selectedId: nav.conversation,
    onOpen: (id: string) => nav.update({ conversation: id }),
    onPage: (next: number) => nav.update({ page: next }),
  } satisfies Omit<ConversationListProps<L['items'][number]>, 'empty'>;
  return { list, thread, listProps };
}
