import { attributionCalls } from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Card } from 'antd';
import { useState } from 'react';
import { useCall, useRefresh } from '../../../api/calls';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { AttributionRunForm } from './attribution-run-form';
import { AttributionRunsTable } from './attribution-runs-table';

const pageSize = 20;

/**
 * Attribution: the nightly import's runs, and "run now" for days the marketplace restated. The
 * list reads again every 2 seconds while a run on the page is still running.
 */
export function AttributionPage() {
  const refresh = useRefresh();
  const [page, setPage] = useState(1);
  const runs = useCall(
    attributionCalls.listAttributionRuns,
    { query: { page, pageSize } },
    {
      placeholderData: keepPreviousData,
      refetchInterval: (query) =>
        query.state.data?.items.some((run) => run.status === 'running') ? 2000 : false,
    },
  );
  return (
    <>
      <PageHeader
        title="Attribution"
        subtitle="Orders, sales and commissions come from the marketplace's attribution data, imported every night after midnight in each marketplace's time zone."
      />
      <Card variant="borderless" title="Run now" style={{ marginBottom: 16 }}>
        <AttributionRunForm
          onQueued={() => {
            setPage(1);
            void refresh(attributionCalls.listAttributionRuns);
          }}
        />
      </Card>
      <Card variant="borderless" title="Runs">
        {runs.error ? (
          <LoadFailed what="the runs" error={runs.error} onRetry={() => void runs.refetch()} />
        ) : (
          <AttributionRunsTable
            runs={runs.data?.items ?? []}
            total={runs.data?.total ?? 0}
            page={page}
            pageSize={pageSize}
            loading={runs.isFetching && !runs.data}
            onPage={setPage}
          />
        )}
      </Card>
    </>
  );
}
