import type { TLinkInit } from '@atlas/shared';
import { Alert, Flex, Typography } from 'antd';
import { CommissionPill } from '../../publisher/catalogue/commission-pill';
import { ProductImage } from '../../publisher/catalogue/product-image';

export type LinkSubjectProps = { init: TLinkInit };

const linkWords = { product: 'this product', associate: 'this product', brand: 'this brand' } as const;

/** What the link points at: picture, title, brand, marketplace and commission, and whether it earns now. */
export function LinkSubject({ init }: LinkSubjectProps) {
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="flex-start">
        <ProductImage src={init.imageUrl} size={64} style={{ flex: 'none' }} />
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: init.title }}>
            {init.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[init.linkType === 'brand' ? null : init.brandName, init.asin, `Amazon ${init.countryCode}`]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
          <div>
            {init.commissionBp === null ? (
              <Typography.Text type="secondary">No commission set</Typography.Text>
            ) : (
              <CommissionPill commissionBp={init.commissionBp} />
            )}
          </div>
        </Flex>
      </Flex>
      {init.earning ? null : (
        <Alert
          type="warning"
          showIcon
          title={`Links to ${linkWords[init.linkType]} earn nothing now`}
          description="It is inactive or has no commission. The link still takes shoppers to the page, and starts earning if the seller turns it back on."
        />
      )}
    </Flex>
  );
}
