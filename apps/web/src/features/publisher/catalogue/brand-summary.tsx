import type { TBrandDetail, TCountryCode } from '@atlas/shared';
import { Button, Card, Flex, Statistic, Typography } from 'antd';
import { BrandImage } from '../../../components/brand-image';
import { formatNumber, formatPercentFromBasisPoints } from '../../../lib/format';

export type BrandSummaryProps = {
  brand: TBrandDetail;
  onCountry: (countryCode: TCountryCode) => void;
  onCategory: (categoryKey: string) => void;
};

const commissionRange = (range: TBrandDetail['commissionRange']) => {
  if (!range) {
    return '--';
  }
  const [low, high] = [formatPercentFromBasisPoints(range.minBp), formatPercentFromBasisPoints(range.maxBp)];
  return low === high ? low : `${low} – ${high}`;
};

/** A brand page's head: its numbers in this marketplace, where else it sells and in which categories. */
export function BrandSummary({ brand, onCountry, onCategory }: BrandSummaryProps) {
  return (
    <Card variant="borderless">
      <Flex vertical gap={16}>
        <Flex align="center" gap={12}>
          <BrandImage url={brand.imageUrl} name={brand.brand.amazonBrandName} size={64} copy="128_128" />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {brand.brand.amazonBrandName}
          </Typography.Title>
        </Flex>
        <Flex gap={32} wrap>
          <Statistic title={`Products in ${brand.countryCode}`} value={formatNumber(brand.productCount)} />
          <Statistic title="Commission" value={commissionRange(brand.commissionRange)} />
          <Statistic title="Deals running" value={formatNumber(brand.dealCount)} />
        </Flex>
        <Flex vertical gap={6}>
          <Typography.Text type="secondary">Marketplaces</Typography.Text>
          <Flex gap={8} wrap>
            {brand.countries.map((c) => (
              <Button
                key={c.countryCode}
                size="small"
                type={c.countryCode === brand.countryCode ? 'primary' : 'default'}
                aria-pressed={c.countryCode === brand.countryCode}
                onClick={() => onCountry(c.countryCode as TCountryCode)}
              >
                {c.countryCode} · {formatNumber(c.productCount)}
              </Button>
            ))}
          </Flex>
        </Flex>
        {brand.categories.length > 0 ? (
          <Flex vertical gap={6}>
            <Typography.Text type="secondary">Categories</Typography.Text>
            <Flex gap={8} wrap>
              {brand.categories.map((c) => (
                <Button
                  key={c.key}
                  size="small"
                  title={`Browse ${brand.brand.amazonBrandName} in ${c.name}`}
                  onClick={() => onCategory(c.key)}
                >
                  {c.name} · {formatNumber(c.productCount)}
                </Button>
              ))}
            </Flex>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
