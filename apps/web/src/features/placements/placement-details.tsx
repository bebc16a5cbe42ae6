import {
  placementFormatNames,
  productCategories,
  type TPlacementFormat,
  type TPlacementPrice,
  type TStoredFileView,
} from '@atlas/shared';
import { Card, Descriptions, Empty, Flex, Image, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useResizedImageUrl } from '../../api/images';
import { formatMoney, formatNumber } from '../../lib/format';
import { Paragraphs } from '../../lib/paragraphs';

// A placement's body as both sides read it: images, prices per marketplace, audience, source,
// format and categories.

export const formatName = (format: TPlacementFormat) => placementFormatNames[format];
export const categoryName = (key: string) => productCategories.find((c) => c.key === key)?.name ?? key;

export type TPlacementDetails = {
  description: string;
  format: TPlacementFormat;
  source: { kind: string; name: string; url: string | null; audienceSize: number | null } | null;
  categoryKeys: string[];
  audienceSize: number | null;
  audienceDescription: string;
  images: TStoredFileView[];
  prices: TPlacementPrice[];
};

export function PriceTags({ prices }: { prices: TPlacementPrice[] }) {
  if (prices.length === 0) {
    return <Typography.Text type="secondary">No price yet</Typography.Text>;
  }
  return (
    <Flex gap={4} wrap>
      {prices.map((p) => (
        <Tag key={p.countryCode}>
          {p.countryCode} {formatMoney(p.priceMinor, p.countryCode)}
        </Tag>
      ))}
    </Flex>
  );
}

export type PlacementDetailsProps = { placement: TPlacementDetails; extra?: ReactNode };

export function PlacementDetails({ placement, extra }: PlacementDetailsProps) {
  const resized = useResizedImageUrl();
  const { source } = placement;
  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" title="Images">
        {placement.images.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No images" />
        ) : (
          <Image.PreviewGroup>
            <Flex gap={12} wrap>
              {placement.images.map((image) => (
                <Image
                  key={image.uploadId}
                  src={resized(image.url, '400_0')}
                  preview={{ src: image.url }}
                  alt={image.fileName}
                  width={200}
                  height={112}
                  style={{ objectFit: 'cover', borderRadius: 8 }}
                />
              ))}
            </Flex>
          </Image.PreviewGroup>
        )}
      </Card>
      <Card variant="borderless" title="Details">
        <Descriptions column={1} size="small" styles={{ label: { width: 160 } }}>
          <Descriptions.Item label="Prices">
            <PriceTags prices={placement.prices} />
          </Descriptions.Item>
          <Descriptions.Item label="Format">{formatName(placement.format)}</Descriptions.Item>
          <Descriptions.Item label="Categories">
            {placement.categoryKeys.length > 0 ? placement.categoryKeys.map(categoryName).join(', ') : '--'}
          </Descriptions.Item>
          <Descriptions.Item label="Audience">
            {placement.audienceSize === null ? '--' : formatNumber(placement.audienceSize)}
            {placement.audienceDescription ? ` · ${placement.audienceDescription}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Traffic source">
            {source ? (
              <span>
                {source.name} ({source.kind})
                {source.url ? (
                  <>
                    {' · '}
                    <Typography.Link href={source.url} target="_blank" rel="noopener noreferrer">
                      {source.url}
                    </Typography.Link>
                  </>
                ) : null}
              </span>
            ) : (
              '--'
            )}
          </Descriptions.Item>
          {extra}
        </Descriptions>
      </Card>
      <Card variant="borderless" title="Description">
        {placement.description ? (
          <Paragraphs text={placement.description} />
        ) : (
          <Typography.Text type="secondary">No description</Typography.Text>
        )}
      </Card>
    </Flex>
  );
}
