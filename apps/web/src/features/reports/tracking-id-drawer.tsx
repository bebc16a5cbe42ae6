import {
  noTrackingId,
  publisherReportCalls,
  reportDayCount,
  type TCountryCode,
  type TTrackingIdAggAnswer,
  type TTrackingIdLinkRow,
} from '@atlas/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCall } from '../../api/calls';
import { reportOptions, reportRead, type TReportQuery } from '../../api/reports';
import { ListTable } from '../../components/list-table';
import { LoadFailed } from '../../components/load-failed';
import { formatNumber } from '../../lib/format';
import { MetricCards } from './metric-cards';
import { formatMetric } from './report-metrics';
import { displayRange } from './report-range';

export type TOpenedTrackingId = { trackingId: string; name: string };

export type TrackingIdDrawerProps = {
  opened: TOpenedTrackingId | null;
  filters: TReportQuery & { countryCode: TCountryCode; startDate: string; endDate: string };
  onClose: () => void;
};

const pageSize = 10;

/** The link in the Tracking links list: its tab, found by its ASIN (a brand link by its title). */
function linkPage(row: TTrackingIdLinkRow, trackingId: string | undefined): string {
  const query = new URLSearchParams({ search: row.asin || row.title });
  if (row.linkType !== 'product') {
    query.set('tab', row.linkType);
  }
  if (trackingId && trackingId !== noTrackingId) {
    query.set('trackingId', trackingId);
  }
  return `/publisher/tracking-links?${query}`;
}

/** A tracking id's own report: its totals against the range before, and its links' figures. */
export function TrackingIdDrawer({ opened, filters, onClose }: TrackingIdDrawerProps) {
  const [page, setPage] = useState(1);
  const query = { ...filters, trackingId: opened?.trackingId ?? '' };
  const agg = useQuery({
    ...reportRead<TTrackingIdAggAnswer>(publisherReportCalls.trackingIdAgg, query),
    enabled: Boolean(opened),
  });
  const detailQuery = { ...query, page, pageSize };
  const links = useCall(
    publisherReportCalls.trackingIdDetail,
    { query: detailQuery },
    { ...reportOptions, enabled: Boolean(opened), placeholderData: keepPreviousData },
  );
  const money = (key: 'commissionMinor' | 'salesMinor') => (_: unknown, row: TTrackingIdLinkRow) =>
    formatMetric(key, row[key], filters.countryCode);
  const columns: ColumnsType<TTrackingIdLinkRow> = [
    {
      title: 'Link',
      key: 'link',
      render: (_, row) => (
        <div style={{ maxWidth: 260 }}>
          <Link to={linkPage(row, opened?.trackingId)} title={`Open ${row.title} in Tracking links`}>
            <Typography.Text ellipsis style={{ color: 'inherit', maxWidth: 260 }}>
              {row.title}
            </Typography.Text>
          </Link>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {[row.linkType, row.asin, row.brandName].filter(Boolean).join(' · ')}
          </Typography.Text>
        </div>
      ),
    },
    { title: 'Clicks', key: 'clicks', align: 'right', render: (_, row) => formatNumber(row.clicks) },
    { title: 'Orders', key: 'orders', align: 'right', render: (_, row) => formatNumber(row.orders) },
    { title: 'Sales', key: 'sales', align: 'right', render: money('salesMinor') },
    { title: 'Commission', key: 'commission', align: 'right', render: money('commissionMinor') },
  ];
  const close = () => {
    setPage(1);
    onClose();
  };
  return (
    <Drawer
      open={Boolean(opened)}
      onClose={close}
      title={opened ? `Tracking id ${opened.name}` : ''}
      size="large"
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          {displayRange(filters)}, against the{' '}
          {formatNumber(reportDayCount(filters.startDate, filters.endDate))} days before
        </Typography.Text>
        {agg.error ? (
          <LoadFailed what="this tracking id" error={agg.error} onRetry={() => void agg.refetch()} />
        ) : (
          <MetricCards portal="publisher" agg={agg.data} loading={agg.isLoading} />
        )}
        {links.error && !links.data ? (
          <LoadFailed what="its links" error={links.error} onRetry={() => void links.refetch()} />
        ) : (
          <ListTable<TTrackingIdLinkRow>
            rowKey="linkId"
            size="small"
            columns={columns}
            dataSource={links.data?.items ?? []}
            loading={links.isFetching}
            scroll={{ x: 'max-content' }}
            pagination={{
              current: page,
              pageSize,
              total: links.data?.total ?? 0,
              hideOnSinglePage: true,
              showSizeChanger: false,
              onChange: setPage,
            }}
          />
        )}
      </Flex>
    </Drawer>
  );
}
