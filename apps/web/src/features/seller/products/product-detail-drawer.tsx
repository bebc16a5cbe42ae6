import { productCalls, type TProductDetail } from '@atlas/shared';
import { Descriptions, Drawer, Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useCall } from '../../../api/calls';
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
  list: productCalls.listProductVariations,
  exportFile: productCalls.exportProductVariations,
};

/** A product's detail from the marketplace, the seller's settings on it, and its variations. */
export function ProductDetailDrawer({ productId, onClose, extra }: ProductDetailDrawerProps) {
  // PATCH, as the spec has it, with an empty body
  const detail = useCall(
    productCalls.getProductDetail,
    { params: { id: productId as string }, body: {} },
    { enabled: Boolean(productId) },
  );
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
