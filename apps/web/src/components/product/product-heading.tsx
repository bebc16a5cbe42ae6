import { ExportOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Image, Typography } from 'antd';
import type { ReactNode } from 'react';

export type ProductHeadingProps = {
  product: { imageUrl: string | null; title: string; asin: string; marketplaceUrl: string };
  /** Under the title: the brand and category. */
  subtitle: ReactNode;
  /** Beside the ASIN: the product's state. */
  tags?: ReactNode;
};

/** The top of a product drawer: picture, title, ASIN to copy and the way to its Amazon page. */
export function ProductHeading({ product, subtitle, tags }: ProductHeadingProps) {
  const size = (Grid.useBreakpoint().sm ?? true) ? 112 : 80;
  return (
    <Flex gap={16} align="flex-start">
      <div style={{ flex: 'none' }}>
        <Image
          src={product.imageUrl ?? undefined}
          // Named: the picture is also the button that enlarges it.
          alt={product.title}
          width={size}
          height={size}
          style={{ borderRadius: 8, objectFit: 'contain', background: '#f7f8fa' }}
        />
      </div>
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {product.title}
        </Typography.Title>
        <Typography.Text type="secondary">{subtitle}</Typography.Text>
        <Flex gap={8} align="center" wrap>
          <Typography.Text copyable>{product.asin}</Typography.Text>
          {tags}
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
  );
}
