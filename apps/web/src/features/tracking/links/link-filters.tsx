import { countryCodes, trackingCalls } from '@atlas/shared';
import { Button, Flex, Input, Select } from 'antd';
import { useCall } from '../../../api/calls';
import { quiet } from '../tracking-quiet';
import { LinkBrandSelect } from './link-brand-select';
import type { TLinkKind, TLinkSort, TLinksParams } from './links-params';

export type LinkFiltersProps = {
  kind: TLinkKind;
  params: TLinksParams;
  filtered: boolean;
  onChange: (change: Partial<TLinksParams>) => void;
  onClear: () => void;
};

const sortOptions: { value: TLinkSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'clicks', label: 'Most clicks' },
];

/** A link list's filters and sort: search, marketplace, brand (product links), tracking id, source. */
export function LinkFilters({ kind, params, filtered, onChange, onClear }: LinkFiltersProps) {
  const trackingIds = useCall(trackingCalls.listTrackingIds, {}, quiet);
  const sources = useCall(trackingCalls.listSources, {}, quiet);
  return (
    <Flex gap={8} wrap align="center">
      <Input.Search
        // A new value from the URL (Clear filters, Back) replaces what is typed.
        key={params.search}
        allowClear
        defaultValue={params.search}
        placeholder={kind === 'brand' ? 'Search brand or code' : 'Search title, ASIN or code'}
        aria-label="Search links"
        onSearch={(search) => onChange({ search: search.trim() })}
        style={{ width: 240 }}
      />
      <Select
        aria-label="Marketplace"
        value={params.countryCode ?? ''}
        options={[
          { value: '', label: 'All marketplaces' },
          ...countryCodes.map((c) => ({ value: c, label: c })),
        ]}
        onChange={(countryCode: string) =>
          onChange({ countryCode: (countryCode || undefined) as TLinksParams['countryCode'] })
        }
        popupMatchSelectWidth={false}
        style={{ width: 150 }}
      />
      {kind === 'product' ? (
        <LinkBrandSelect value={params.brandName} onChange={(brandName) => onChange({ brandName })} />
      ) : null}
      <Select
        allowClear
        aria-label="Tracking id"
        placeholder="All tracking ids"
        value={params.trackingId}
        loading={trackingIds.isLoading}
        options={(trackingIds.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
        onChange={(trackingId?: string) => onChange({ trackingId })}
        popupMatchSelectWidth={false}
        style={{ width: 160 }}
      />
      <Select
        allowClear
        aria-label="Traffic source"
        placeholder="All sources"
        value={params.sourceId}
        loading={sources.isLoading}
        options={(sources.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        onChange={(sourceId?: string) => onChange({ sourceId })}
        popupMatchSelectWidth={false}
        style={{ width: 160 }}
      />
      <Select<TLinkSort>
        aria-label="Sort links"
        value={params.sortBy}
        options={sortOptions}
        onChange={(sortBy) => onChange({ sortBy })}
        style={{ width: 140 }}
      />
      {filtered ? (
        <Button type="link" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </Flex>
  );
}
