import { Input } from 'antd';
import { type CSSProperties, useState } from 'react';

export type SearchBoxProps = {
  /** The accessible name. */
  label: string;
  placeholder: string;
  /** The search the list was opened with (from the address). */
  initial?: string;
  /** The trimmed text on Enter or the search button; undefined once cleared. */
  onSearch: (search: string | undefined) => void;
  style?: CSSProperties;
};

/** A list's text filter: typing changes nothing until Enter, then the trimmed text (or none) applies. */
export function SearchBox({
  label,
  placeholder,
  initial,
  onSearch,
  style = { maxWidth: 260 },
}: SearchBoxProps) {
  const [search, setSearch] = useState(initial ?? '');
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      onSearch={(text) => onSearch(text.trim() || undefined)}
      style={style}
    />
  );
}
