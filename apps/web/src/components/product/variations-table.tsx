import type { TProductVariation, TVariationListQuery, TVariationPage } from '@atlas/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Image, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatMoney } from '../../lib/format';
import { AvailabilityTag } from './product-tags';

/** Whose variations a table lists: the seller's own products or the publisher's catalogue. */
export type TVariationSource = {
  /** Starts the query keys (the screen's own), so the two portals never share cached pages. */
  queryKey: readonly string[];
  list: (productId: string, query: TVariationListQuery) => Promise<TVariationPage>;
  exportFile: (productId: string) => Promise<string>;
};

export type VariationsTableProps = { productId: string; total: number; source: TVariationSource };

const pageSize = 10;

/** A product's variations (spec 7.10's `{role}/product/{id}/variations/list`), paged on the server. */
export function VariationsTable({ productId, total, source }: VariationsTableProps) {
  const [page, setPage] = useState(1);
  const variations = useQuery({
    queryKey: [...source.queryKey, 'variations', productId, page],
    queryFn: () => source.list(productId, { page, pageSize }),
    placeholderData: keepPreviousData,
  });

  return (
    <Table<TProductVariation>
      rowKey="id"
      size="small"
      loading={variations.isFetching}
      dataSource={variations.data?.items}
      locale={{ emptyText: variations.error ? 'We could not load the variations.' : 'No variations' }}
      pagination={
        total > pageSize
          ? {
              current: page,
              pageSize,
              total: variations.data?.total ?? total,
              onChange: setPage,
              showSizeChanger: false,
            }
          : false
      }
      columns={[
        {
          key: 'image',
          width: 48,
          render: (_, v) => (
            <Image
              src={v.imageUrl ?? undefined}
              alt=""
              width={32}
              height={32}
              preview={false}
              style={{ borderRadius: 4 }}
            />
          ),
        },
        {
          key: 'variation',
          title: 'Variation',
          render: (_, v) => (
            <>
              {Object.entries(v.variationAttributes).map(([name, value]) => (
                <Tag key={name}>
                  {name}: {value}
                </Tag>
              ))}
              <Typography.Text type="secondary" copyable style={{ display: 'block', fontSize: 12 }}>
                {v.asin}
              </Typography.Text>
            </>
          ),
        },
        {
          key: 'price',
          title: 'Price',
          align: 'right',
          render: (_, v) => formatMoney(v.priceMinor, v.countryCode),
        },
        {
          key: 'availability',
          title: 'Availability',
          render: (_, v) => <AvailabilityTag value={v.availability} />,
        },
      ]}
    />
  );
}
