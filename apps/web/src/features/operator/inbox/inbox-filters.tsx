import { conversationStatuses, type TConversationStatus } from '@atlas/shared';
import { Flex, Input, Segmented, Select } from 'antd';
import type { TListChange } from '../../../lib/use-list-filters';

export type TInboxFilters = { unreadOnly: boolean; status?: TConversationStatus; search: string };

export type InboxFiltersProps = { filters: TInboxFilters; onChange: (change: TListChange) => void };

/** Read the inbox's filters from the URL (`?unread=true&status=&search=`). */
export function inboxFiltersOf(params: URLSearchParams): TInboxFilters {
  return {
    unreadOnly: params.get('unread') === 'true',
    status: conversationStatuses.find((s) => s === params.get('status')),
    search: params.get('search') ?? '',
  };
}

/** Unread only, open or closed, and a search over subjects and the accounts' e-mails. */
export function InboxFilters({ filters, onChange }: InboxFiltersProps) {
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }}>
      <Segmented
        value={filters.unreadOnly ? 'unread' : 'all'}
        onChange={(value) => onChange({ unread: value === 'unread', conversation: undefined })}
        options={[
          { value: 'all', label: 'All' },
          { value: 'unread', label: 'Unread' },
        ]}
      />
      <Select
        aria-label="Status"
        value={filters.status ?? 'any'}
        style={{ width: 120 }}
        onChange={(value) =>
          onChange({ status: value === 'any' ? undefined : value, conversation: undefined })
        }
        options={[
          { value: 'any', label: 'Any status' },
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
      />
      <Input.Search
        allowClear
        aria-label="Search conversations"
        placeholder="Subject or e-mail"
        defaultValue={filters.search}
        onSearch={(search) => onChange({ search: search.trim(), conversation: undefined })}
        style={{ flex: '1 1 180px' }}
      />
    </Flex>
  );
}
