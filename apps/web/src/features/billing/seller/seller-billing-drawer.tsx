import { displayMonth, sellerBillingCalls, type TSellerBilling } from '@atlas/shared';
import { Button, Descriptions, Drawer, Flex, Grid, Skeleton, Typography } from 'antd';
import { useCall } from '../../../api/calls';
import { downloadCall, saveFileAnswer } from '../../../api/download';
import { LoadFailed } from '../../../components/load-failed';
import { ProgressDownloadButton } from '../../../components/progress-download-button';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { billingCallOptions } from '../billing-reads';
import { BillingStatusTag } from '../billing-status-tag';
import { SellerBillingItems } from './seller-billing-items';

export type SellerBillingDrawerProps = {
  id: string | null;
  onClose: () => void;
  /** Pays the open billing (unpaid ones), as the row's "Pay" does. */
  onPay: (billing: TSellerBilling) => void;
};

type TBillingBodyProps = { billing: TSellerBilling; onPay: (billing: TSellerBilling) => void };

function BillingBody({ billing: b, onPay }: TBillingBodyProps) {
  const money = (minor: number) => formatMoney(minor, b.countryCode);
  const payable = b.status === 'unpaid';
  return (
    <Flex vertical gap={24}>
      <Flex gap={8} wrap>
        {payable ? (
          <Button type="primary" onClick={() => onPay(b)}>
            Pay
          </Button>
        ) : null}
        <ProgressDownloadButton
          type={payable ? 'default' : 'primary'}
          label="Download invoice"
          download={() =>
            saveFileAnswer(sellerBillingCalls.downloadSellerBillingInvoice, { query: { billingId: b.id } })
          }
        />
        <ProgressDownloadButton
          label="Export items"
          download={(onProgress) =>
            downloadCall(
              sellerBillingCalls.exportSellerBillingDetail,
              { query: { billingId: b.id } },
              { platform: 'seller', silent: true, onProgress },
            )
          }
        />
      </Flex>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Status">
          <BillingStatusTag status={b.displayStatus} />
        </Descriptions.Item>
        <Descriptions.Item label="Month">{displayMonth(b.month)}</Descriptions.Item>
        <Descriptions.Item label="Marketplace">{b.countryCode}</Descriptions.Item>
        <Descriptions.Item label="Date">{formatDate(b.billingDate)}</Descriptions.Item>
        <Descriptions.Item label="Due">{formatDate(b.dueAt)}</Descriptions.Item>
        <Descriptions.Item label="Orders · units">
          {formatNumber(b.orders)} · {formatNumber(b.units)}
        </Descriptions.Item>
        <Descriptions.Item label="Sales">{money(b.salesMinor)}</Descriptions.Item>
        <Descriptions.Item label="Commission">{money(b.commissionMinor)}</Descriptions.Item>
        <Descriptions.Item label="Platform fee">{money(b.platformFeeMinor)}</Descriptions.Item>
        <Descriptions.Item label="Total">
          <strong>{money(b.totalMinor)}</strong>
        </Descriptions.Item>
        {b.paidAt ? <Descriptions.Item label="Paid">{formatDateTime(b.paidAt)}</Descriptions.Item> : null}
      </Descriptions>
      <Flex vertical gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Items
        </Typography.Title>
        <SellerBillingItems billing={b} />
      </Flex>
    </Flex>
  );
}

/** One billing (`?billing=`): its figures, files, items and, while unpaid, the way to pay it. */
export function SellerBillingDrawer({ id, onClose, onPay }: SellerBillingDrawerProps) {
  const screens = Grid.useBreakpoint();
  const detail = useCall(
    sellerBillingCalls.getSellerBillingDetail,
    { query: { billingId: id as string, page: 1, pageSize: 1 } },
    { ...billingCallOptions, enabled: Boolean(id) },
  );
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      size={screens.md ? 720 : '100%'}
      title={detail.data ? `Billing ${detail.data.billing.invoiceLabel}` : 'Billing'}
      destroyOnHidden
    >
      {detail.error ? (
        <LoadFailed what="this billing" error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.data ? (
        <BillingBody billing={detail.data.billing} onPay={onPay} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}
