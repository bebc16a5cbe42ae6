import { Input } from 'antd';

/** The search box of a list of brands: hands on the brand name typed, trimmed. */
export function BrandNameSearch({ onSearch }: { onSearch: (text: string) => void }) {
  return (
    <Input.Search
      aria-label="Search brands"
      placeholder="Brand name"
      allowClear
      onSearch={(text) => onSearch(text.trim())}
      style={{ maxWidth: 280 }}
    />
  );
}
