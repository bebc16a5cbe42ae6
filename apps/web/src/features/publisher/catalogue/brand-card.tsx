import type { TBrandCard } from '@atlas/shared';
import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { BrandImage } from '../../../components/brand-image';
import { formatNumber } from '../../../lib/format';
import { CommissionPill } from './commission-pill';
import { ProductImage } from './product-image';

export type BrandCardProps = { brand: TBrandCard; href: string; onOpen: (brand: TBrandCard) => void };

const shownImages = 3;

/** A brand to discover: a few of its best-paid products, its image and name, how many and the top commission. */
export function BrandCard({ brand, href, onOpen }: BrandCardProps) {
  const images = brand.imageUrls.slice(0, shownImages);
  return (
    <Card
      hoverable
      size="small"
      data-testid="brand-card"
      onClick={() => onOpen(brand)}
      style={{ height: '100%' }}
      styles={{ body: { padding: 12, display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 6 }}>
        {Array.from({ length: shownImages }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed positions
          <ProductImage key={i} src={images[i] ?? null} style={{ borderRadius: 6 }} />
        ))}
      </div>
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        <BrandImage url={brand.imageUrl} name={brand.brand.amazonBrandName} size={32} copy="64_64" />
        <Link
          to={href}
          onClick={(event) => event.stopPropagation()}
          style={{
            color: 'inherit',
            fontWeight: 600,
            fontSize: 15,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {brand.brand.amazonBrandName}
        </Link>
      </Flex>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary">
          {formatNumber(brand.productCount)} product{brand.productCount === 1 ? '' : 's'}
        </Typography.Text>
        <CommissionPill commissionBp={brand.topCommissionBp} words={(rate) => `up to ${rate}`} />
      </Flex>
    </Card>
  );
}
