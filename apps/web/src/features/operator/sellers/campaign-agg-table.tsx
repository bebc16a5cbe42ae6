import { countryCodes, sellerConsoleCalls, type TCampaignAggRow } from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Empty, Flex, Input, Segmented, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useCall } from '../../../api/calls';
import { consoleCallOptions, exportCampaignAgg30d } from '../../../api/seller-console';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { ProgressDownloadButton } from '../../../components/progress-download-button';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { KeyboardScroll } from '../../associates/keyboard-scroll';

const pageSize = 20;

const columns = (withSeller: boolean): ColumnsType<TCampaignAggRow> => [
  ...(withSeller
    ? ([
        {
          title: 'Seller',
          key: 'seller',
          render: (_, row) => (
            <>
              <div>{row.sellerName}</div>
              <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>{row.sellerEmail}</div>
            </>
          ),
        },
      ] satisfies ColumnsType<TCampaignAggRow>)
    : []),
  { title: 'Marketplace', dataIndex: 'countryCode', width: 110 },
  {
    title: 'Days',
    key: 'days',
    render: (_, row) => `${formatDate(row.startDate)} – ${formatDate(row.endDate)}`,
  },
  { title: 'Clicks', key: 'clicks', align: 'right', render: (_, row) => formatNumber(row.clicks) },
  { title: 'Orders', key: 'orders', align: 'right', render: (_, row) => formatNumber(row.orders) },
  { title: 'Units', key: 'units', align: 'right', render: (_, row) => formatNumber(row.units) },
  {
    title: 'Sales',
    key: 'sales',
    align: 'right',
    render: (_, row) => formatMoney(row.salesMinor, row.countryCode),
  },
  {
    title: 'Commission',
    key: 'commission',
    align: 'right',
    render: (_, row) => formatMoney(row.commissionMinor, row.countryCode),
  },
  {
    title: 'Platform fee',
    key: 'fee',
    align: 'right',
    render: (_, row) => formatMoney(row.platformFeeMinor, row.countryCode),
  },
  {
    title: 'Cost',
    key: 'cost',
    align: 'right',
    render: (_, row) => formatMoney(row.costMinor, row.countryCode),
  },
  {
    title: 'Campaigns',
    key: 'campaigns',
    align: 'right',
    render: (_, row) =>
      row.campaigns === 0 ? '0' : `${row.campaigns} · ${formatMoney(row.campaignsMinor, row.countryCode)}`,
  },
];

/**
 * The 30-day report (GET seller/report/campaign-agg-30d): every seller's, or one seller's when
 * `sellerId` is given (its drawer), with the export of the same rows.
 */
export function CampaignAggTable({ sellerId }: { sellerId?: string }) {
  const [countryCode, setCountryCode] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<'cost' | 'sales'>('cost');
  const [page, setPage] = useState(1);
  const filter = { countryCode, sellerId, search: search || undefined, sort };
  const query = { ...filter, page, pageSize };
  const report = useCall(
    sellerConsoleCalls.getCampaignAgg30d,
    { query },
    {
      ...consoleCallOptions,
      placeholderData: keepPreviousData,
    },
  );
  return (
    <>
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Flex gap={8} wrap>
          <Select
            aria-label="Marketplace of the report"
            allowClear
            placeholder="Every marketplace"
            value={countryCode}
            onChange={(value?: string) => {
              setCountryCode(value);
              setPage(1);
            }}
            options={countryCodes.map((code) => ({ value: code, label: code }))}
            style={{ width: 170 }}
          />
          <Segmented
            aria-label="Sort the report"
            value={sort}
            onChange={(value) => {
              setSort(value as 'cost' | 'sales');
              setPage(1);
            }}
            options={[
              { value: 'cost', label: 'By cost' },
              { value: 'sales', label: 'By sales' },
            ]}
          />
          {sellerId ? null : (
            <Input.Search
              allowClear
              aria-label="Search the report by seller"
              placeholder="Seller name or e-mail"
              onSearch={(value) => {
                setSearch(value.trim());
                setPage(1);
              }}
              style={{ width: 240 }}
            />
          )}
        </Flex>
        <ProgressDownloadButton
          label="Export 30 days"
          busyLabel="Exporting"
          download={(onProgress) => exportCampaignAgg30d(filter, onProgress)}
        />
      </Flex>
      {report.error ? (
        <LoadFailed what="the 30-day report" error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <KeyboardScroll label="The 30-day report">
          <ListTable<TCampaignAggRow>
            rowKey={(row) => `${row.sellerId}-${row.countryCode}`}
            size="small"
            loading={report.isFetching}
            columns={columns(!sellerId)}
            dataSource={report.data?.items ?? []}
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description="No sales, clicks or confirmed campaigns in the last 30 complete days."
                />
              ),
            }}
            pagination={{
              current: page,
              pageSize,
              total: report.data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: setPage,
            }}
          />
        </KeyboardScroll>
      )}
    </>
  );
}
