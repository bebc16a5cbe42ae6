import { trackingCalls } from '@atlas/shared';
import { callQuery, mapRead } from '../../../api/calls';
import { BrandSearchSelect } from '../../../components/brand-search-select';
import { quiet } from '../tracking-quiet';

export type LinkBrandSelectProps = { value?: string; onChange: (brandName?: string) => void };

/** The brand filter of product links: brands of the publisher's own links, the server searching as one types. */
export function LinkBrandSelect({ value, onChange }: LinkBrandSelectProps) {
  return (
    <BrandSearchSelect
      value={value}
      onChange={onChange}
      style={{ width: 180 }}
      choices={(search) =>
        mapRead(
          callQuery(trackingCalls.listLinkBrands, { query: { searchText: search || undefined } }, quiet),
          (brands) => brands.map((b) => ({ name: b.brandName, count: b.linkCount })),
        )
      }
      noMatch="No link to a brand of that name"
    />
  );
}
