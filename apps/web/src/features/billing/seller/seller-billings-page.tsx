import { sellerBillingCalls, type TSellerBilling } from '@atlas/shared';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useCall } from '../../../api/calls';
import { downloadCall } from '../../../api/download';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { ProgressDownloadButton } from '../../../components/progress-download-button';
import { applyListChange, type TListChange } from '../../../lib/use-list-filters';
import { useSearchParams } from '../../../lib/use-search-params';
import { BillingFilters, billingListQueryOf } from '../billing-filters';
import { billingCallOptions } from '../billing-reads';
import { PayModal } from '../pay/pay-modal';
import { PaymentStatus } from '../pay/payment-status';
import { SellerBillingCards } from './seller-billing-cards';
import { SellerBillingDrawer } from './seller-billing-drawer';
import { SellerBillingsTable } from './seller-billings-table';

/**
 * The seller's Billings (spec 2.3, 7.7): the payment pending, the monthly billings with their
 * filters and the open billing (`?billing=`), all in the address. The toolbar holds what acts
 * on the list (the report export, and paying the billings ticked).
 */
export function SellerBillingsPage() {
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<TSellerBilling[]>([]);
  const [paying, setPaying] = useState<TSellerBilling[] | null>(null);
  const change = (next: TListChange) => {
    // ticked rows the list no longer shows would be paid unseen
    setSelected([]);
    setParams((previous) => applyListChange(previous, next));
  };
  const query = billingListQueryOf(params);
  const list = useCall(sellerBillingCalls.listSellerBillings, { query }, billingCallOptions);
  const open = (id: string | undefined) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id) {
        next.set('billing', id);
      } else {
        next.delete('billing');
      }
      return next;
    });
  const { page: _page, pageSize: _size, ...filters } = query;
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Billings"
        subtitle="What your products' commissions and the platform fee came to each month, with invoices and the total payment pending."
      />
      <PaymentStatus />
      <SellerBillingCards />
      <Card variant="borderless">
        <Flex vertical gap={16}>
          <Flex gap={12} wrap justify="space-between" align="center">
            <BillingFilters noun="Billing" query={query} onChange={change} />
            <Flex gap={8} wrap>
              <Button type="primary" disabled={selected.length === 0} onClick={() => setPaying(selected)}>
                Pay{selected.length > 1 ? ` ${selected.length} billings` : ''}
              </Button>
              <ProgressDownloadButton
                label="Export report"
                disabled={!list.data || list.data.total === 0}
                download={(onProgress) =>
                  downloadCall(
                    sellerBillingCalls.exportSellerBillingReport,
                    { query: filters },
                    { platform: 'seller', silent: true, onProgress },
                  )
                }
              />
            </Flex>
          </Flex>
          {list.error ? (
            <LoadFailed what="billings" error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <SellerBillingsTable
              page={list.data}
              loading={list.isPending}
              selected={selected}
              onSelect={setSelected}
              onOpen={open}
              onPay={(billing) => setPaying([billing])}
              onPage={(page) => change({ page })}
            />
          )}
        </Flex>
      </Card>
      <SellerBillingDrawer
        id={params.get('billing')}
        onClose={() => open(undefined)}
        onPay={(billing) => setPaying([billing])}
      />
      <PayModal
        billings={paying}
        onClose={() => {
          setPaying(null);
          setSelected([]);
        }}
      />
    </Flex>
  );
}
