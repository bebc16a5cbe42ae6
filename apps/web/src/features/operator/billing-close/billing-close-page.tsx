import { billingCloseCalls } from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Card } from 'antd';
import { useState } from 'react';
import { useCall, useRefresh } from '../../../api/calls';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { BillingCloseForm } from './billing-close-form';
import { BillingClosesTable } from './billing-closes-table';

const pageSize = 20;

/**
 * Month close: the closes of every marketplace, and "close now" for a month over. The list reads
 * again every 2 seconds while a close on the page is still running.
 */
export function BillingClosePage() {
  const refresh = useRefresh();
  const [page, setPage] = useState(1);
  const closes = useCall(
    billingCloseCalls.listBillingCloses,
    { query: { page, pageSize } },
    {
      keepPage: true,
      silent: true,
      placeholderData: keepPreviousData,
      refetchInterval: (query) =>
        query.state.data?.items.some((close) => close.status === 'running') ? 2000 : false,
    },
  );
  return (
    <>
      <PageHeader
        title="Month close"
        subtitle="Sellers' billings and publishers' statements are written at 00:00 on the 1st in each marketplace's time zone, for the month just ended."
      />
      <Card variant="borderless" title="Close now" style={{ marginBottom: 16 }}>
        <BillingCloseForm
          onQueued={() => {
            setPage(1);
            void refresh(billingCloseCalls.listBillingCloses);
          }}
        />
      </Card>
      <Card variant="borderless" title="Closes">
        {closes.error ? (
          <LoadFailed what="the closes" error={closes.error} onRetry={() => void closes.refetch()} />
        ) : (
          <BillingClosesTable
            closes={closes.data?.items ?? []}
            total={closes.data?.total ?? 0}
            page={page}
            pageSize={pageSize}
            loading={closes.isFetching && !closes.data}
            onPage={setPage}
          />
        )}
      </Card>
    </>
  );
}
