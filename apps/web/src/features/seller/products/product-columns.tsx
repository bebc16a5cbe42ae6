import { ProfileOutlined } from '@ant-design/icons';
import { marketplaceProductUrl, type TProductRow, type TProductSort } from '@atlas/shared';
import { Button, Flex, Image, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { AvailabilityTag, StatusTag } from '../../../components/product/product-tags';
import { formatMoney, formatNumber, formatPercentFromBasisPoints } from '../../../lib/format';
import type { TProductFilters } from './use-product-filters';

/**
 * What other areas put into the list: the commissions area edits status and commission in
 * place and adds row actions (history). Without a slot, the cell shows the value.
 */
export type TProductColumnSlots = {
  status?: (row: TProductRow) => ReactNode;
  commission?: (row: TProductRow) => ReactNode;
  rowActions?: (row: TProductRow) => ReactNode;
};

const sortOrderOf = (filters: TProductFilters, key: TProductSort) =>
  filters.sortBy === key ? (filters.sortOrder === 'asc' ? 'ascend' : 'descend') : null;

export function productColumns(
  filters: TProductFilters,
  onOpen: (row: TProductRow) => void,
  slots: TProductColumnSlots = {},
): ColumnsType<TProductRow> {
  return [
    {
      key: 'title',
      title: 'Product',
      sorter: true,
      sortOrder: sortOrderOf(filters, 'title'),
      render: (_, row) => (
        <Flex gap={12} align="center" style={{ minWidth: 300 }}>
          <Image
            src={row.imageUrl ?? undefined}
            alt=""
            width={48}
            height={48}
            preview={false}
            style={{ objectFit: 'cover', borderRadius: 6, background: '#f4f6f8' }}
            fallback="data:image/gif;base64,R0lGODlhAQABAAAAACw="
          />
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Link onClick={() => onOpen(row)} ellipsis style={{ maxWidth: 340 }} title={row.title}>
              {row.title}
            </Typography.Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Typography.Link
                href={marketplaceProductUrl(row.countryCode, row.asin)}
                target="_blank"
                rel="noreferrer"
              >
                {row.asin}
              </Typography.Link>{' '}
              · {row.brand.amazonBrandName}
              {row.variationCount > 0 ? ` · ${formatNumber(row.variationCount)} variations` : ''}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'price',
      title: 'Price',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(filters, 'price'),
      render: (_, row) => formatMoney(row.priceMinor, row.countryCode),
    },
    {
      key: 'availability',
      title: 'Availability',
      render: (_, row) => <AvailabilityTag value={row.availability} />,
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, row) => slots.status?.(row) ?? <StatusTag value={row.status} />,
    },
    {
      key: 'commission',
      title: 'Commission',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(filters, 'commission'),
      render: (_, row) => slots.commission?.(row) ?? formatPercentFromBasisPoints(row.commissionBp),
    },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (_, row) => (
        <Flex gap={4} justify="flex-end">
          <Tooltip title="Details and variations">
            <Button
              size="small"
              type="text"
              icon={<ProfileOutlined />}
              aria-label={`Details of ${row.asin}`}
              onClick={() => onOpen(row)}
            />
          </Tooltip>
          {slots.rowActions?.(row)}
        </Flex>
      ),
    },
  ];
}
