import type { productCalls, publisherCatalogueCalls, TProductVariation } from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Image, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type TCallOptions, useCall } from '../../api/calls';
import { formatMoney } from '../../lib/format';
import { ListTable } from '../list-table';
import { AvailabilityTag } from './product-tags';

/** Whose variations a table lists: the seller's own products or the publisher's catalogue. */
export type TVariationSource = {
  list: typeof productCalls.listProductVariations | typeof publisherCatalogueCalls.listCatalogueVariations;
  exportFile:
    | typeof productCalls.exportProductVariations
    | typeof publisherCatalogueCalls.exportCatalogueVariations;
  /** How the screen takes a failed read (the publisher's catalogue: inline, and 3008 keeps the page). */
  read?: TCallOptions;
};

export type VariationsTableProps = { productId: string; total: number; source: TVariationSource };

const pageSize = 10;

/** A product's variations (spec 7.10's `{role}/product/{id}/variations/list`), paged on the server. */
export function VariationsTable({ productId, total, source }: VariationsTableProps) {
  const [page, setPage] = useState(1);
  const variations = useCall(
    source.list,
    { params: { id: productId }, query: { page, pageSize } },
    { ...source.read, placeholderData: keepPreviousData },
  );

  return (
    <ListTable<TProductVariation>
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
