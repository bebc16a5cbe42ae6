import {
  commissionReportCalls,
  conversionKinds,
  marketplaces,
  type TCommissionReportAgg,
  type TCommissionReportRow,
  type TCountryCode,
  timeZoneLabel,
} from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Card, Col, Empty, Flex, Input, Row, Select, Statistic } from 'antd';
import { useState } from 'react';
import { useCall, useCallMutation } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { exportCommissionReports } from '../../../api/publisher-console';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { ProgressDownloadButton } from '../../../components/progress-download-button';
import { formatMoney, formatNumber } from '../../../lib/format';
import { applyListChange, type TListChange } from '../../../lib/use-list-filters';
import { useSearchParams } from '../../../lib/use-search-params';
import { ReportDaysPicker } from '../../reports/report-days-picker';
import { marketplaceToday, readRange } from '../../reports/report-range';
import { supportReadOnlyHint, useCanWrite } from '../operator-role';
import { useWriteFailure } from '../use-write-failure';
import { CommissionReportsTable } from './commission-reports-table';
import { PublisherPicker } from './publisher-picker';
import { ReportNoteModal } from './report-note-modal';

const pageSize = 20;
const platforms = ['seller', 'publisher'] as const;
type TPlatform = (typeof platforms)[number];
const marketplaceOptions = marketplaces.map((m) => ({ value: m.code, label: `${m.code} · ${m.site}` }));
const noteOptions = [
  { value: 'true', label: 'With a note' },
  { value: 'false', label: 'Without a note' },
];

/** The filters of the address: one marketplace and its days, then who, what and notes. */
function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const countryCode = (marketplaces.find((m) => m.code === params.get('marketplace'))?.code ??
    'US') as TCountryCode;
  const today = marketplaceToday(countryCode);
  const range = readRange(params.get('startDate'), params.get('endDate'), today);
  const kind = conversionKinds.find((k) => k === params.get('kind'));
  const hasNote = params.get('note') === 'true' || params.get('note') === 'false' ? params.get('note') : null;
  const filter = {
    countryCode,
    startDate: range.startDate,
    endDate: range.endDate,
    sellerId: params.get('seller') || undefined,
    publisherId: params.get('publisher') || undefined,
    kind,
    hasNote: hasNote ?? undefined,
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (change: TListChange) => setParams((previous) => applyListChange(previous, change));
  return { filter, page, today, range, set, hasNote };
}

function Totals({ agg, loading }: { agg?: TCommissionReportAgg; loading: boolean }) {
  const money = (minor?: number) => (agg ? formatMoney(minor, agg.countryCode) : '--');
  const cards = [
    { title: 'Rows', value: agg ? formatNumber(agg.total.rows) : '--' },
    { title: 'Orders', value: agg ? formatNumber(agg.total.orders) : '--' },
    { title: 'Units', value: agg ? formatNumber(agg.total.units) : '--' },
    { title: 'Sales', value: money(agg?.total.salesMinor) },
    { title: 'Commission', value: money(agg?.total.commissionMinor) },
    { title: 'Platform fee', value: money(agg?.total.platformFeeMinor) },
    { title: 'Cost', value: money(agg?.total.costMinor) },
    { title: 'Returns (sales)', value: money(agg?.returns.salesMinor) },
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }} aria-label="Totals" role="group">
      {cards.map((card) => (
        <Col key={card.title} xs={12} sm={8} lg={6} xl={3}>
          <Card size="small" variant="borderless" style={{ background: 'var(--ant-color-fill-quaternary)' }}>
            <Statistic
              title={card.title}
              value={card.value}
              loading={loading}
              valueStyle={{ fontSize: 18 }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** Commission reports: every conversion row of one marketplace and range, their totals, and notes. */
export function CommissionReportsPage() {
  const { message } = App.useApp();
  const canWrite = useCanWrite();
  const showFailure = useWriteFailure();
  const { filter, page, today, range, set, hasNote } = useReportFilters();
  const [platform, setPlatform] = useState<TPlatform>('seller');
  const [editing, setEditing] = useState<TCommissionReportRow | null>(null);
  const query = { ...filter, page, pageSize };
  const rows = useCall(
    commissionReportCalls.listCommissionReports,
    { query },
    {
      placeholderData: keepPreviousData,
    },
  );
  const agg = useCall(
    commissionReportCalls.getCommissionReportAgg,
    { query: filter },
    {
      placeholderData: keepPreviousData,
    },
  );
  const note = useCallMutation(
    ({ id, text }: { id: string; text: string }) =>
      callApi(commissionReportCalls.setCommissionReportNote, { params: { id }, body: { note: text } }),
    {
      refreshes: [commissionReportCalls.listCommissionReports, commissionReportCalls.getCommissionReportAgg],
      onSuccess: (answer) => {
        void message.success(answer.note ? 'Note saved' : 'Note deleted');
        setEditing(null);
      },
      onError: showFailure,
    },
  );

  const narrowed = Boolean(filter.sellerId || filter.publisherId || filter.kind || hasNote);
  return (
    <>
      <PageHeader
        title="Commission reports"
        subtitle="Every order and return row the attribution import wrote, per marketplace day, with the operators' notes."
      />
      <Card variant="borderless">
        <Flex
          wrap
          gap={12}
          align="center"
          role="group"
          aria-label="Report filters"
          style={{ marginBottom: 12 }}
        >
          <Select
            aria-label="Marketplace"
            value={filter.countryCode}
            options={marketplaceOptions}
            onChange={(code: TCountryCode) => set({ marketplace: code === 'US' ? undefined : code })}
            popupMatchSelectWidth={false}
            style={{ minWidth: 150 }}
          />
          <ReportDaysPicker
            range={range}
            today={today}
            onChange={(next) => set({ startDate: next.startDate, endDate: next.endDate })}
          />
          <span data-testid="report-time-zone" style={{ color: 'var(--ant-color-text-secondary)' }}>
            {timeZoneLabel(filter.countryCode, 'long')}
          </span>
        </Flex>
        <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label="Seller id"
            allowClear
            placeholder="Seller id"
            defaultValue={filter.sellerId}
            onSearch={(value) => set({ seller: value.trim() })}
            style={{ width: 200 }}
          />
          <PublisherPicker value={filter.publisherId} onChange={(id) => set({ publisher: id })} />
          <Select
            aria-label="Kind"
            allowClear
            placeholder="Orders and returns"
            value={filter.kind}
            options={conversionKinds.map((k) => ({ value: k, label: k === 'order' ? 'Orders' : 'Returns' }))}
            onChange={(kind?: string) => set({ kind })}
            style={{ width: 170 }}
          />
          <Select
            aria-label="Notes"
            allowClear
            placeholder="Any note"
            value={hasNote ?? undefined}
            options={noteOptions}
            onChange={(value?: string) => set({ note: value })}
            style={{ width: 160 }}
          />
          <Flex gap={8} style={{ marginLeft: 'auto' }} wrap>
            <Select<TPlatform>
              aria-label="Export view"
              value={platform}
              onChange={setPlatform}
              options={[
                { value: 'seller', label: "Seller's view (all money)" },
                { value: 'publisher', label: "Publisher's view (no fee, no cost)" },
              ]}
              popupMatchSelectWidth={false}
              style={{ width: 200 }}
            />
            <ProgressDownloadButton
              label="Export"
              busyLabel="Exporting"
              download={(onProgress) => exportCommissionReports({ ...filter, platform }, onProgress)}
            />
          </Flex>
        </Flex>
        {agg.error ? null : <Totals agg={agg.data} loading={agg.isLoading} />}
        {rows.error ? (
          <LoadFailed what="the commission reports" error={rows.error} onRetry={() => void rows.refetch()} />
        ) : (
          <CommissionReportsTable
            rows={rows.data?.items ?? []}
            total={rows.data?.total ?? 0}
            page={page}
            pageSize={pageSize}
            loading={rows.isFetching}
            canWrite={canWrite}
            writeHint={supportReadOnlyHint}
            empty={
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  narrowed
                    ? 'No row matches these filters.'
                    : 'No orders or returns in this marketplace and range.'
                }
              />
            }
            onPage={(next) => set({ page: next })}
            onNote={setEditing}
          />
        )}
      </Card>
      <ReportNoteModal
        row={editing}
        saving={note.isPending}
        onSave={(text) => editing && note.mutate({ id: editing.id, text })}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
