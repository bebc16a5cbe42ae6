import { publisherConsoleCalls } from '@atlas/shared';
import { Select } from 'antd';
import { useState } from 'react';
import { useCall } from '../../../api/calls';

export type PublisherPickerProps = { value?: string; onChange: (publisherId?: string) => void };

/** A publisher by name, e-mail or id (GET publisher/search, at most 20 answers). */
export function PublisherPicker({ value, onChange }: PublisherPickerProps) {
  const [keyword, setKeyword] = useState('');
  const found = useCall(
    publisherConsoleCalls.searchPublishers,
    { query: { keyword } },
    {
      silent: true,
      enabled: keyword.trim().length > 0,
      staleTime: 30_000,
    },
  );
  const options = (found.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${p.email}` }));
  if (value && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: value });
  }
  return (
    <Select
      aria-label="Publisher"
      showSearch
      allowClear
      value={value}
      placeholder="Any publisher"
      filterOption={false}
      onSearch={setKeyword}
      onChange={(id?: string) => onChange(id)}
      loading={found.isFetching}
      notFoundContent={keyword ? 'No publisher found' : 'Type a name, e-mail or id'}
      options={options}
      popupMatchSelectWidth={false}
      style={{ width: 220 }}
    />
  );
}
