import { marketplaces, payoutCalls, type TCountryCode } from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Card, Select } from 'antd';
import { useCall } from '../../../api/calls';
import { LoadFailed } from '../../../components/load-failed';
import { tablePageSize } from '../../../lib/table-paging';
import { PayoutRunsTable } from './payout-runs-table';
import type { TPayoutNav } from './use-payout-params';

const marketOptions = marketplaces.map((m) => ({ value: m.code, label: `${m.code} · ${m.site}` }));

/** The runs list with its marketplace filter. */
export function PayoutRunsCard({ nav }: { nav: TPayoutNav }) {
  const runs = useCall(
    payoutCalls.listPayoutRuns,
    { query: { page: nav.page, pageSize: tablePageSize, countryCode: nav.market } },
    { silent: true, keepPage: true, placeholderData: keepPreviousData },
  );
  return (
    <Card
      variant="borderless"
      title="Runs"
      extra={
        <Select<TCountryCode>
          aria-label="Marketplace"
          allowClear
          placeholder="All marketplaces"
          value={nav.market}
          options={marketOptions}
          onChange={(market) => nav.setMarket(market)}
          style={{ minWidth: 170 }}
        />
      }
    >
      {runs.error && !runs.data ? (
        <LoadFailed what="the payout runs" error={runs.error} onRetry={() => void runs.refetch()} />
      ) : (
        <PayoutRunsTable
          runs={runs.data?.items ?? []}
          total={runs.data?.total ?? 0}
          page={nav.page}
          loading={runs.isFetching}
          filtered={Boolean(nav.market)}
          onPage={nav.setPage}
          onOpen={nav.openRun}
        />
      )}
    </Card>
  );
}
