import { Badge, Flex } from 'antd';
import { useCall } from '../../api/calls';
import { messageCallOptions, messageCallsOf, type TMessagesRole } from '../../api/messages';
import { listPollMs } from './messages-keys';

export type MessagesNavLabelProps = { role: TMessagesRole; label: string };

/** The navigation's "Messages" with the account's unread count, read every 30 s. */
export function MessagesNavLabel({ role, label }: MessagesNavLabelProps) {
  const unread = useCall(
    messageCallsOf[role].listConversations,
    { query: { page: 1, pageSize: 1 } },
    {
      ...messageCallOptions,
      select: (page) => page.totalUnread,
      refetchInterval: listPollMs,
      refetchIntervalInBackground: false,
    },
  );
  return (
    <Flex justify="space-between" align="center" gap={8}>
      {label}
      <Badge count={unread.data ?? 0} size="small" aria-label={`${unread.data ?? 0} unread messages`} />
    </Flex>
  );
}
