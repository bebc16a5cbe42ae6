import {
  billingDisplayStatuses,
  countryCodes,
  type TBillingDisplayStatus,
  type TCountryCode,
} from '@atlas/shared';
import { Flex, Select } from 'antd';
import type { TListChange } from '../../lib/use-list-filters';
import { billingStatusLabels } from './billing-status-tag';

// The filters of a billings list, the seller's or the publisher's, kept in the address.

export type TBillingListFilters = {
  status?: TBillingDisplayStatus;
  countryCode?: TCountryCode;
  page: number;
  pageSize: number;
};

/** The list's query from the address: `?status=&country=&page=`. */
export function billingListQueryOf(params: URLSearchParams): TBillingListFilters {
  return {
    // an address edited by hand with an unknown value lists everything rather than failing
    status: billingDisplayStatuses.find((s) => s === params.get('status')),
    countryCode: countryCodes.find((c) => c === params.get('country')),
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: 20,
  };
}

export type BillingFiltersProps = {
  /** What the list holds, for the fields' names: 'Billing', 'Statement'. */
  noun: string;
  query: TBillingListFilters;
  onChange: (change: TListChange) => void;
};

export function BillingFilters({ noun, query, onChange }: BillingFiltersProps) {
  return (
    <Flex gap={12} wrap>
      <Select
        aria-label={`${noun} status`}
        allowClear
        placeholder="Any status"
        style={{ minWidth: 160 }}
        value={query.status}
        onChange={(status) => onChange({ status })}
        options={billingDisplayStatuses.map((s) => ({ value: s, label: billingStatusLabels[s] }))}
      />
      <Select
        aria-label={`${noun} marketplace`}
        allowClear
        placeholder="Any marketplace"
        style={{ minWidth: 160 }}
        value={query.countryCode}
        onChange={(country) => onChange({ country })}
        options={countryCodes.map((c) => ({ value: c, label: c }))}
      />
    </Flex>
  );
}
