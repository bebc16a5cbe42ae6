import { listLinkBrands } from '../../../api/tracking';
import { BrandSearchSelect } from '../../../components/brand-search-select';
import { linkKeys } from '../link-builder/link-keys';

export type LinkBrandSelectProps = { value?: string; onChange: (brandName?: string) => void };

/** The brand filter of product links: brands of the publisher's own links, the server searching as one types. */
export function LinkBrandSelect({ value, onChange }: LinkBrandSelectProps) {
  return (
    <BrandSearchSelect
      value={value}
      onChange={onChange}
      style={{ width: 180 }}
      queryKey={linkKeys.brands}
      load={async (search) =>
        (await listLinkBrands(search)).map((b) => ({ name: b.brandName, count: b.linkCount }))
      }
      noMatch="No link to a brand of that name"
    />
  );
}
