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
      queryKey={(search) => source.keys.brandPicks(countryCode, search)}
      load={async (search) =>
        (await source.listBrands({ countryCode, search })).map((b) => ({
          name: b.brand.amazonBrandName,
          count: b.productCount,
        }))
      }
      noMatch="No brand of that name"
    />
  );
}
