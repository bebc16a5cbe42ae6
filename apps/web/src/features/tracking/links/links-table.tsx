import type { TTrackingLink } from '@atlas/shared';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { ListTable, onWideScreens } from '../../../components/list-table';
import { formatDate, formatNumber } from '../../../lib/format';
import { ProductImage } from '../../publisher/catalogue/product-image';
import { CopyLinkButton } from './copy-link-button';
import type { TLinkKind } from './links-params';

export type LinksTableProps = {
  kind: TLinkKind;
  links: TTrackingLink[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  empty: ReactNode;
  onPage: (page: number) => void;
  onOpen: (link: TTrackingLink) => void;
};

const orNone = (value: string | null | undefined) => value || '--';

function subjectColumn(
  kind: TLinkKind,
  onOpen: (link: TTrackingLink) => void,
): ColumnsType<TTrackingLink>[number] {
  return {
    title: kind === 'brand' ? 'Brand' : 'Product',
    key: 'subject',
    width: 320,
    render: (_, link) => (
      <Flex gap={12} align="center">
        <ProductImage src={link.imageUrl} size={40} style={{ flex: 'none' }} />
        <div style={{ minWidth: 0 }}>
          <Typography.Link
            ellipsis
            onClick={(event) => {
              event.stopPropagation();
              onOpen(link);
            }}
            style={{ maxWidth: 250, display: 'block' }}
            title={link.title}
          >
            {link.title}
          </Typography.Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {kind === 'brand' ? link.brandName : [link.asin, link.brandName].filter(Boolean).join(' · ')}
          </Typography.Text>
        </div>
      </Flex>
    ),
  };
}

/** A tab's links, a page at a time from the server: each opens its detail. */
export function LinksTable(props: LinksTableProps) {
  const { kind, onOpen } = props;
  const columns: ColumnsType<TTrackingLink> = [
    subjectColumn(kind, onOpen),
    { title: 'Marketplace', responsive: onWideScreens, dataIndex: 'countryCode', width: 110 },
    {
      title: 'Tracking id',
      responsive: onWideScreens,
      key: 'trackingId',
      width: 140,
      render: (_, link) => orNone(link.trackingId?.name),
    },
    {
      title: 'Source',
      responsive: onWideScreens,
      key: 'source',
      width: 140,
      render: (_, link) => orNone(link.source?.name),
    },
    {
      title: 'Sub-id',
      responsive: onWideScreens,
      key: 'subId',
      width: 140,
      render: (_, link) => orNone(link.subId),
    },
    ...(kind === 'associate'
      ? [
          {
            title: 'Tag',
            responsive: onWideScreens,
            key: 'tag',
            width: 130,
            render: (_: unknown, link: TTrackingLink) => orNone(link.associateTag),
          },
        ]
      : []),
    {
      title: 'Short URL',
      key: 'shortUrl',
      width: 260,
      render: (_, link) => (
        <Flex gap={4} align="center">
          <Typography.Text style={{ whiteSpace: 'nowrap' }}>{link.shortUrl}</Typography.Text>
          <CopyLinkButton shortUrl={link.shortUrl} />
        </Flex>
      ),
    },
    {
      title: 'Clicks',
      key: 'clicks',
      width: 90,
      align: 'right',
      render: (_, link) => formatNumber(link.clicks),
    },
    {
      title: 'Created',
      responsive: onWideScreens,
      key: 'createdAt',
      width: 110,
      render: (_, link) => formatDate(link.createdAt),
    },
  ];
  return (
    <ListTable<TTrackingLink>
      rowKey="trackLinkId"
      columns={columns}
      dataSource={props.links}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: props.empty }}
      onRow={(link) => ({ onClick: () => onOpen(link), style: { cursor: 'pointer' } })}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: props.onPage,
        showTotal: (total) => `${formatNumber(total)} link${total === 1 ? '' : 's'}`,
      }}
    />
  );
}
