import { PictureOutlined } from '@ant-design/icons';
import { placementBrowseCalls, type TSellerPlacement, type TSellerPlacementListQuery } from '@atlas/shared';
import { Card, Col, Empty, Flex, Pagination, Row, Skeleton, Tag, Typography } from 'antd';
import { useCall } from '../../../api/calls';
import { useResizedImageUrl } from '../../../api/images';
import { placementCallOptions } from '../../../api/placements';
import { LoadFailed } from '../../../components/load-failed';
import { formatMoney, formatNumber } from '../../../lib/format';
import type { TListChange } from '../../../lib/use-list-filters';
import { formatName, PriceTags } from '../placement-details';
import { BrowseFilters } from './browse-filters';

export type BrowseTabProps = { query: TSellerPlacementListQuery; onChange: (change: TListChange) => void };

function PlacementCard({ placement, countryCode }: { placement: TSellerPlacement; countryCode?: string }) {
  const resized = useResizedImageUrl();
  const cover = placement.images[0];
  // undefined until the image config loads: the placeholder shows meanwhile, never a broken image
  const coverSrc = cover ? resized(cover.url, '600_0') : undefined;
  const price = countryCode ? placement.prices.find((p) => p.countryCode === countryCode) : undefined;
  return (
    <Card
      hoverable
      style={{ height: '100%' }}
      cover={
        cover && coverSrc ? (
          <img src={coverSrc} alt={cover.fileName} style={{ height: 140, objectFit: 'cover' }} />
        ) : (
          <Flex align="center" justify="center" style={{ height: 140, background: '#f5f5f5', fontSize: 32 }}>
            <PictureOutlined style={{ color: '#bfbfbf' }} />
          </Flex>
        )
      }
      styles={{ body: { padding: 16 } }}
    >
      <Flex vertical gap={6}>
        <Typography.Text strong ellipsis={{ tooltip: placement.title }}>
          {placement.title}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis>
          {placement.publisher.name}
        </Typography.Text>
        <Flex gap={4} wrap>
          <Tag color="blue">{formatName(placement.format)}</Tag>
          {placement.audienceSize ? <Tag>{formatNumber(placement.audienceSize)} audience</Tag> : null}
        </Flex>
        {price ? (
          <Typography.Text strong style={{ fontSize: 16 }}>
            {formatMoney(price.priceMinor, price.countryCode)}
          </Typography.Text>
        ) : (
          <PriceTags prices={placement.prices} />
        )}
      </Flex>
    </Card>
  );
}

/** Online placements as cards, filtered and paged on the server; a card opens the placement. */
export function BrowseTab({ query, onChange }: BrowseTabProps) {
  const list = useCall(placementBrowseCalls.listSellerPlacements, { query }, placementCallOptions);
  const items = list.data?.items ?? [];
  return (
    <Flex vertical gap={16}>
      <BrowseFilters query={query} onChange={onChange} />
      {list.error ? (
        <LoadFailed what="placements" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : items.length === 0 ? (
        <Empty description="No online placement matches these filters" />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {items.map((placement) => (
              <Col key={placement.id} xs={24} sm={12} lg={8} xl={6}>
                <a
                  href={`?id=${placement.id}`}
                  style={{ display: 'block', height: '100%' }}
                  onClick={(event) => {
                    event.preventDefault();
                    onChange({ id: placement.id, page: query.page });
                  }}
                >
                  <PlacementCard placement={placement} countryCode={query.countryCode} />
                </a>
              </Col>
            ))}
          </Row>
          <Flex justify="flex-end">
            <Pagination
              current={query.page}
              pageSize={query.pageSize}
              total={list.data?.total ?? 0}
              showSizeChanger={false}
              onChange={(page) => onChange({ page })}
            />
          </Flex>
        </>
      )}
    </Flex>
  );
}
