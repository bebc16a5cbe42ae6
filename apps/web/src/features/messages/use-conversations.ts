import type { TConversation, TConversationDetail } from '@atlas/shared';
import type { QueryKey } from '@tanstack/react-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type TCallQuery, type TRefresh, useRefresh } from '../../api/calls';
import type { ConversationListProps } from './conversation-list';
import { listPollMs } from './messages-keys';
import type { useMessagesParams } from './use-messages-params';
import { useThread } from './use-thread';

export type ConversationsOptions<L, D extends TConversationDetail> = {
  /** The address's open conversation and page. */
  nav: Pick<ReturnType<typeof useMessagesParams>, 'conversation' | 'page' | 'update'>;
  pageSize: number;
  /** The read of the list's page. */
  list: TCallQuery<L>;
  /** The open thread sits under this key (its call's). */
  threadRoot: QueryKey;
  /** The conversation to read: null when none is open (or a new one is being written). */
  threadId: string | null;
  fetchThread: (query: { conversationId: string; before?: string }) => Promise<D>;
  /** What opening an unread conversation refreshes, so the counts follow. */
  reads: readonly TRefresh[];
};

/**
 * A conversations screen's data: the list (polled), the open thread, and the counts refreshed
 * once an unread conversation is read. `listProps` feed the `ConversationList`.
 */
export function useConversations<
  L extends { items: TConversation[]; total: number },
  D extends TConversationDetail,
>(options: ConversationsOptions<L, D>) {
  const { nav, pageSize, threadRoot, threadId, fetchThread, reads } = options;
  const refreshReads = useRefresh();
  const list = useQuery({
    ...options.list,
    placeholderData: keepPreviousData,
    refetchInterval: listPollMs,
    refetchIntervalInBackground: false,
  });
  const thread = useThread(threadRoot, threadId, fetchThread);

  // Opening a conversation read it: the list's and the badge's counts follow.
  const openedUnread = list.data?.items.find((item) => item.id === nav.conversation)?.unread ?? 0;
  const read = thread.query.isSuccess && openedUnread > 0;
  const refresh = useRef(reads);
  refresh.current = reads;
  useEffect(() => {
    if (read) {
      void refreshReads(...refresh.current);
    }
  }, [read, refreshReads]);

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
