import { ThunderboltOutlined } from '@ant-design/icons';
import type { TCatalogueProduct } from '@atlas/shared';
import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { AvailabilityTag } from '../../../components/product/product-tags';
import { formatMoney } from '../../../lib/format';
import { GetLinkButton } from '../../tracking/link-builder/get-link-button';
import { useCatalogueSource } from './catalogue-source';
import { CommissionPill } from './commission-pill';
import { dealExtra, dealOffer } from './deal-text';
import { ProductImage } from './product-image';

export type ProductCardProps = {
  product: TCatalogueProduct;
  /** The link that opens the product's drawer (`?product=`). */
  href: string;
  onOpen: (product: TCatalogueProduct) => void;
};

const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

function Price({ product }: { product: TCatalogueProduct }) {
  const dealPrice = product.deal?.dealPriceMinor ?? null;
  if (dealPrice === null || product.priceMinor === null) {
    return <Typography.Text strong>{formatMoney(product.priceMinor, product.countryCode)}</Typography.Text>;
  }
  return (
    <Flex gap={6} align="baseline" wrap>
      <Typography.Text strong>{formatMoney(dealPrice, product.countryCode)}</Typography.Text>
      <Typography.Text type="secondary" delete style={{ fontSize: 12 }}>
        {formatMoney(product.priceMinor, product.countryCode)}
      </Typography.Text>
    </Flex>
  );
}

/** One product of the grid: picture, deal, brand, title, price, commission and availability, and its link. */
export function ProductCard({ product, href, onOpen }: ProductCardProps) {
  const { linkMode } = useCatalogueSource();
  const { deal } = product;
  const extra = deal ? dealExtra(deal) : null;
  return (
    <Card
      hoverable
      size="small"
      data-testid="product-card"
      onClick={() => onOpen(product)}
      styles={{ body: { padding: 12, display: 'flex', flexDirection: 'column', gap: 6, flex: 1 } }}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      cover={
        <div style={{ position: 'relative', padding: '8px 8px 0' }}>
          <ProductImage src={product.imageUrl} aspectRatio="4 / 3" />
          {deal ? (
            <Tag
              color="red"
              icon={<ThunderboltOutlined />}
              style={{ position: 'absolute', top: 14, left: 14 }}
            >
              {dealOffer(deal, product.countryCode)}
            </Tag>
          ) : null}
        </div>
      }
    >
      <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
        {product.brand.amazonBrandName}
      </Typography.Text>
      <Link
        to={href}
        title={product.title}
        onClick={(event) => event.stopPropagation()}
        style={{ ...twoLines, color: 'inherit', fontWeight: 500, lineHeight: '20px', minHeight: 40 }}
      >
        {product.title}
      </Link>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 'auto' }}>
        <Price product={product} />
        <AvailabilityTag value={product.availability} />
      </Flex>
      <Flex gap={6} align="center" wrap>
        <CommissionPill commissionBp={product.commissionBp} />
        {extra ? (
          <Typography.Text style={{ fontSize: 12, color: '#a8071a', fontWeight: 500 }}>
            {extra}
          </Typography.Text>
        ) : null}
      </Flex>
      <GetLinkButton
        block
        size="small"
        mode={linkMode}
        target={{ kind: 'product', productId: product.id, countryCode: product.countryCode }}
      />
    </Card>
  );
}
