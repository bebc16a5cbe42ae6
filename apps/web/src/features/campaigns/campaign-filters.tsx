import { campaignStatuses, campaignStatusLabels, countryCodes, type TCampaignListQuery } from '@atlas/shared';
import { Flex, Input, Select } from 'antd';
import type { TListChange } from '../../lib/use-list-filters';

/** The list's query from the address: `?status=&country=&search=&page=`. */
export function campaignQueryOf(params: URLSearchParams): TCampaignListQuery {
  return {
    status: (params.get('status') ?? undefined) as TCampaignListQuery['status'],
    countryCode: (params.get('country') ?? undefined) as TCampaignListQuery['countryCode'],
    search: params.get('search') ?? undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: 20,
  };
}

export type CampaignFiltersProps = { query: TCampaignListQuery; onChange: (change: TListChange) => void };

export function CampaignFilters({ query, onChange }: CampaignFiltersProps) {
  return (
    <Flex gap={12} wrap>
      <Select
        aria-label="Campaign status"
        allowClear
        placeholder="Any status"
        style={{ minWidth: 160 }}
        value={query.status}
        onChange={(status) => onChange({ status })}
        options={campaignStatuses.map((s) => ({ value: s, label: campaignStatusLabels[s] }))}
      />
      <Select
        aria-label="Campaign marketplace"
        allowClear
        placeholder="Any marketplace"
        style={{ minWidth: 160 }}
        value={query.countryCode}
        onChange={(country) => onChange({ country })}
        options={countryCodes.map((c) => ({ value: c, label: c }))}
      />
      <Input.Search
        aria-label="Search campaigns"
        allowClear
        placeholder="Placement, brand, name or campaign id"
        defaultValue={query.search}
        style={{ flex: '1 1 240px', maxWidth: 420 }}
        onSearch={(search) => onChange({ search: search.trim() })}
      />
    </Flex>
  );
}
