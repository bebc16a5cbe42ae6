import { mapRead } from '../../../api/calls';
import { BrandSearchSelect } from '../../../components/brand-search-select';
import { useCatalogueSource } from './catalogue-source';

export type BrandSelectProps = {
  countryCode: string;
  value?: string;
  onChange: (brandName?: string) => void;
  style?: React.CSSProperties;
};

/** The brand filter: the marketplace's 50 fullest brands, the server searching the others as one types. */
export function BrandSelect({ countryCode, value, onChange, style }: BrandSelectProps) {
  const source = useCatalogueSource();
  return (
    <BrandSearchSelect
      value={value}
      onChange={onChange}
      style={style}
      choices={(search) =>
        mapRead(source.listBrands({ countryCode, search: search || undefined }), (brands) =>
          brands.map((b) => ({ name: b.brand.amazonBrandName, count: b.productCount })),
        )
      }
      noMatch="No brand of that name"
    />
  );
}
