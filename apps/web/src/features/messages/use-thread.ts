import type { TConversationDetail } from '@atlas/shared';
import { useInfiniteQuery } from '@tanstack/react-query';

/** How often an open conversation asks for new messages while the page is visible. */
export const threadPollMs = 4000;

/**
 * An open conversation: its newest page, polled while the tab is visible, and older pages on
 * demand (each before the oldest message shown). `messages` are oldest first across pages.
 */
export function useThread<T extends TConversationDetail>(
  key: readonly unknown[],
  conversationId: string | null,
  fetchPage: (query: { conversationId: string; before?: string }) => Promise<T>,
) {
  const query = useInfiniteQuery({
    queryKey: [...key, 'thread', conversationId],
    enabled: Boolean(conversationId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => fetchPage({ conversationId: conversationId ?? '', before: pageParam }),
    getNextPageParam: (page) => (page.hasOlder ? page.messages[0]?.id : undefined),
    refetchInterval: threadPollMs,
    refetchIntervalInBackground: false,
  });
  const pages = query.data?.pages ?? [];
  return {
    query,
    conversation: pages[0]?.conversation as T['conversation'] | undefined,
    messages: [...pages].reverse().flatMap((page) => page.messages),
  };
}
