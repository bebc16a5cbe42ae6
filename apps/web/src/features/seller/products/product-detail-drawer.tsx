import { ExportOutlined } from '@ant-design/icons';
import type { TProductDetail } from '@atlas/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Flex, Image, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { getProductDetail } from '../../../api/catalog';
import { LoadFailed } from '../../../components/load-failed';
import { formatDate, formatMoney, formatNumber, formatPercentFromBasisPoints } from '../../../lib/format';
import { AvailabilityTag, StatusTag } from './product-tags';
import { VariationsTable } from './variations-table';

export type ProductDetailDrawerProps = {
  productId: string | null;
  onClose: () => void;
  /** More for the product from other areas (its commission history). */
  extra?: (product: TProductDetail) => ReactNode;
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
          <Flex gap={20} align="flex-start">
            <Image
              src={product.imageUrl ?? undefined}
              alt=""
              width={120}
              height={120}
              style={{ borderRadius: 8 }}
            />
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {product.title}
              </Typography.Title>
              <Typography.Text type="secondary">
                {product.brand.amazonBrandName} · {product.category ?? 'No category'}
              </Typography.Text>
              <Flex gap={8} align="center" wrap>
                <Typography.Text copyable>{product.asin}</Typography.Text>
                <StatusTag value={product.status} />
                <Button
                  type="link"
                  size="small"
                  href={product.marketplaceUrl}
                  target="_blank"
                  rel="noreferrer"
                  icon={<ExportOutlined />}
                  style={{ padding: 0 }}
                >
                  View on Amazon
                </Button>
              </Flex>
            </Flex>
          </Flex>
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
          <div>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              Variations
              <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginLeft: 8 }}>
                {formatNumber(product.variationCount)}
                {product.variationThemes.length > 0 ? ` · by ${product.variationThemes.join(', ')}` : ''}
              </Typography.Text>
            </Typography.Title>
            {product.variationCount > 0 ? (
              <VariationsTable productId={product.id} total={product.variationCount} />
            ) : (
              <Typography.Text type="secondary">This product has no variations.</Typography.Text>
            )}
          </div>
        </Flex>
      ) : null}
    </Drawer>
  );
}
