import { categoryNameOf } from '@atlas/shared';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Flex, Grid, Skeleton, Tabs } from 'antd';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed';
import { ProductHeading } from '../../../components/product/product-heading';
import { AvailabilityTag } from '../../../components/product/product-tags';
import { VariationsSection } from '../../../components/product/variations-section';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { GetLinkButton } from '../../tracking/link-builder/get-link-button';
import { useCatalogueSource } from './catalogue-source';
import { CommissionHistoryTable } from './commission-history-table';
import { CommissionPill } from './commission-pill';
import { ProductDeals } from './product-deals';

export type ProductDrawerProps = {
  productId?: string;
  onClose: () => void;
  /** The link to the product's brand page, where the catalogue has brand pages. */
  brandHref?: (brandId: string) => string;
};

/** A catalogue product: what it sells for and pays, its deals, commission history and variations. */
export function ProductDrawer({ productId, onClose, brandHref }: ProductDrawerProps) {
  const wide = Grid.useBreakpoint().md ?? true;
  const source = useCatalogueSource();
  const { commissionHistory, variations, linkMode } = source;
  const detail = useQuery({
    ...source.getProduct(productId as string),
    enabled: Boolean(productId),
  });
  const product = detail.data;
  const category = product?.category ?? (product?.categoryKey ? categoryNameOf(product.categoryKey) : null);

  return (
    <Drawer
      open={Boolean(productId)}
      onClose={onClose}
      size={wide ? 760 : '100%'}
      title="Product detail"
      destroyOnHidden
    >
      {detail.isLoading ? <Skeleton active avatar paragraph={{ rows: 8 }} /> : null}
      {detail.error ? (
        <LoadFailed what="this product" error={detail.error} onRetry={() => void detail.refetch()} />
      ) : null}
      {product ? (
        <Flex vertical gap={24}>
          <ProductHeading
            product={product}
            subtitle={
              <>
                {brandHref ? (
                  <Link to={brandHref(product.brandId)}>{product.brand.amazonBrandName}</Link>
                ) : (
                  product.brand.amazonBrandName
                )}
                {category ? ` · ${category}` : ''}
              </>
            }
          />
          <div>
            <GetLinkButton
              type="primary"
              mode={linkMode}
              target={{ kind: 'product', productId: product.id, countryCode: product.countryCode }}
            />
          </div>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label="Price">
              {formatMoney(product.priceMinor, product.countryCode)}
            </Descriptions.Item>
            <Descriptions.Item label="Commission">
              <CommissionPill commissionBp={product.commissionBp} words={(rate) => rate} />
            </Descriptions.Item>
            <Descriptions.Item label="Availability">
              <AvailabilityTag value={product.availability} />
            </Descriptions.Item>
            <Descriptions.Item label="Marketplace">{product.countryCode}</Descriptions.Item>
            <Descriptions.Item label="Listed">{formatDate(product.listedAt)}</Descriptions.Item>
            <Descriptions.Item label="Variations">{formatNumber(product.variationCount)}</Descriptions.Item>
          </Descriptions>
          <ProductDeals deals={product.deals} countryCode={product.countryCode} />
          {commissionHistory && variations ? (
            <Tabs
              items={[
                {
                  key: 'history',
                  label: 'Commission history',
                  children: <CommissionHistoryTable productId={product.id} load={commissionHistory} />,
                },
                {
                  key: 'variations',
                  label: `Variations (${formatNumber(product.variationCount)})`,
                  children: <VariationsSection product={product} source={variations} />,
                },
              ]}
            />
          ) : null}
        </Flex>
      ) : null}
    </Drawer>
  );
}
