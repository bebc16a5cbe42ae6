import { publisherBillingCalls } from '@atlas/shared';
import { Card, Flex } from 'antd';
import { useCall } from '../../../api/calls';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { applyListChange, type TListChange } from '../../../lib/use-list-filters';
import { useSearchParams } from '../../../lib/use-search-params';
import { BillingFilters, billingListQueryOf } from '../billing-filters';
import { billingCallOptions } from '../billing-reads';
import { PublisherBillingCards } from './publisher-billing-cards';
import { PublisherBillingDrawer } from './publisher-billing-drawer';
import { PublisherBillingsTable } from './publisher-billings-table';

/**
 * The publisher's Billings (spec 2.3, 7.8): the totals, the monthly statements with their
 * filters and the open statement (`?billing=`), all in the address.
 */
export function PublisherBillingsPage() {
  const [params, setParams] = useSearchParams();
  const change = (next: TListChange) => setParams((previous) => applyListChange(previous, next));
  const query = billingListQueryOf(params);
  const list = useCall(publisherBillingCalls.listPublisherBillings, { query }, billingCallOptions);
  // the open statement leaves the list's page as it is
  const open = (id: string | undefined) => change({ billing: id, page: query.page });
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Billings"
        subtitle="Your monthly Campaign Commissions statements: pay by one of the statement's methods, then submit the payment reference."
      />
      <PublisherBillingCards />
      <Card variant="borderless">
        <Flex vertical gap={16}>
          <BillingFilters noun="Statement" query={query} onChange={change} />
          {list.error ? (
            <LoadFailed what="statements" error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <PublisherBillingsTable
              page={list.data}
              loading={list.isPending}
              onOpen={open}
              onPage={(page) => change({ page })}
            />
          )}
        </Flex>
      </Card>
      <PublisherBillingDrawer id={params.get('billing')} onClose={() => open(undefined)} />
    </Flex>
  );
}
