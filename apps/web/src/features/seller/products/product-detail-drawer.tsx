import type { TProductDetail } from '@atlas/shared';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { exportProductVariations, getProductDetail, listProductVariations } from '../../../api/catalog';
import { LoadFailed } from '../../../components/load-failed';
import { ProductHeading } from '../../../components/product/product-heading';
import { AvailabilityTag, StatusTag } from '../../../components/product/product-tags';
import { VariationsSection } from '../../../components/product/variations-section';
import type { TVariationSource } from '../../../components/product/variations-table';
import { formatDate, formatMoney, formatPercentFromBasisPoints } from '../../../lib/format';

export type ProductDetailDrawerProps = {
  productId: string | null;
  onClose: () => void;
  /** More for the product from other areas (its commission history). */
  extra?: (product: TProductDetail) => ReactNode;
};

const sellerVariations: TVariationSource = {
  queryKey: ['seller', 'products'],
  list: listProductVariations,
  exportFile: exportProductVariations,
};

/** A product's detail from the marketplace, the seller's settings on it, and its variations. */
export function ProductDetailDrawer({ productId, onClose, extra }: ProductDetailDrawerProps) {
  const detail = useQuery({
    queryKey: ['seller', 'products', 'detail', productId],
    queryFn: () => getProductDetail(productId as string),
    enabled: Boolean(productId),
  });
  const product = detail.data;

  return (
    <Drawer
      open={Boolean(productId)}
      onClose={onClose}
      size={720}
      title="Product detail"
      extra={product ? extra?.(product) : null}
      destroyOnHidden
    >
      {detail.isLoading ? <Skeleton active avatar paragraph={{ rows: 6 }} /> : null}
      {detail.error ? (
        <LoadFailed what="this product" error={detail.error} onRetry={() => void detail.refetch()} />
      ) : null}
      {product ? (
        <Flex vertical gap={24}>
          <ProductHeading
            product={product}
            subtitle={`${product.brand.amazonBrandName} · ${product.category ?? 'No category'}`}
            tags={<StatusTag value={product.status} />}
          />
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="Price">
              {formatMoney(product.priceMinor, product.countryCode)}
            </Descriptions.Item>
            <Descriptions.Item label="Marketplace">{product.countryCode}</Descriptions.Item>
            <Descriptions.Item label="Commission">
              {formatPercentFromBasisPoints(product.commissionBp)}
            </Descriptions.Item>
            <Descriptions.Item label="Commission changed">
              {formatDate(product.commissionUpdatedAt)}
            </Descriptions.Item>
            <Descriptions.Item label="Availability">
              <AvailabilityTag value={product.availability} />
            </Descriptions.Item>
            <Descriptions.Item label="Last imported">{formatDate(product.importedAt)}</Descriptions.Item>
          </Descriptions>
          <VariationsSection product={product} source={sellerVariations} />
        </Flex>
      ) : null}
    </Drawer>
  );
}
