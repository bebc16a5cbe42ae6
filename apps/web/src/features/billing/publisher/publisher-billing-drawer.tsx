import {
  publisherBillingCalls,
  statementPaymentMethodLabels,
  type TPublisherBillingDetail,
  type TStatementCampaign,
} from '@atlas/shared';
import { Button, Descriptions, Drawer, Flex, Grid, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCall } from '../../../api/calls';
import { downloadCall, saveFileAnswer } from '../../../api/download';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { useFileAction } from '../../../components/use-file-action';
import { formatDate, formatDateTime, formatMoney, formatPercentFromBasisPoints } from '../../../lib/format';
import { billingCallOptions } from '../billing-reads';
import { BillingStatusTag } from '../billing-status-tag';
import { SubmitReferenceModal } from './submit-reference-modal';

export type PublisherBillingDrawerProps = { id: string | null; onClose: () => void };

function BillingBody({ detail }: { detail: TPublisherBillingDetail }) {
  const b = detail.billing;
  const files = useFileAction();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const money = (minor: number) => formatMoney(minor, b.countryCode);
  return (
    <Flex vertical gap={24}>
      <Flex gap={8} wrap>
        {b.status === 'unpaid' ? (
          <Button type="primary" onClick={() => setPaying(true)}>
            I have paid
          </Button>
        ) : null}
        <Button onClick={() => navigate(`/publisher/statement/${encodeURIComponent(b.id)}`)}>
          Statement
        </Button>
        <Button
          loading={files.running === 'pdf'}
          onClick={() =>
            void files.run('pdf', () =>
              saveFileAnswer(publisherBillingCalls.downloadPublisherBillingInvoice, {
                query: { billingId: b.id },
              }),
            )
          }
        >
          Download invoice
        </Button>
        <Button
          loading={files.running === 'csv'}
          onClick={() =>
            void files.run('csv', () =>
              downloadCall(
                publisherBillingCalls.exportPublisherBillingDetail,
                { query: { billingId: b.id } },
                { silent: true },
              ),
            )
          }
        >
          Export campaigns
        </Button>
      </Flex>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Status">
          <BillingStatusTag status={b.displayStatus} />
        </Descriptions.Item>
        <Descriptions.Item label="Marketplace">{b.countryCode}</Descriptions.Item>
        <Descriptions.Item label="Date">{formatDate(b.billingDate)}</Descriptions.Item>
        <Descriptions.Item label="Due">{formatDate(b.dueAt)}</Descriptions.Item>
        <Descriptions.Item label="Confirmed campaigns">{money(b.grossMinor)}</Descriptions.Item>
        <Descriptions.Item label="Commission rate">
          {formatPercentFromBasisPoints(b.commissionBp)}
        </Descriptions.Item>
        <Descriptions.Item label="Amount to pay">
          <strong>{money(b.amountMinor)}</strong>
        </Descriptions.Item>
        {b.paymentReference ? (
          <Descriptions.Item label="Payment reference">
            {b.paymentMethod ? `${statementPaymentMethodLabels[b.paymentMethod]}: ` : ''}
            {b.paymentReference} ({formatDateTime(b.submittedAt)})
          </Descriptions.Item>
        ) : null}
        {b.paidAt ? <Descriptions.Item label="Paid">{formatDateTime(b.paidAt)}</Descriptions.Item> : null}
      </Descriptions>
      <Flex vertical gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Campaigns ({detail.campaigns.length})
        </Typography.Title>
        <ListTable<TStatementCampaign>
          rowKey="campaignId"
          size="small"
          pagination={false}
          scroll={{ x: 560 }}
          dataSource={detail.campaigns}
          locale={{ emptyText: <Typography.Text type="secondary">No campaign listed</Typography.Text> }}
          columns={[
            { title: 'Placement', dataIndex: 'placementTitle' },
            { title: 'Brand', dataIndex: 'brandName' },
            { title: 'Seller', dataIndex: 'sellerName' },
            { title: 'Confirmed', key: 'confirmed', render: (_, c) => formatDate(c.confirmedAt) },
            { title: 'Price', key: 'price', align: 'right', render: (_, c) => money(c.priceMinor) },
          ]}
        />
      </Flex>
      <SubmitReferenceModal billing={b} open={paying} onClose={() => setPaying(false)} />
    </Flex>
  );
}

/** One statement (`?billing=`): its figures, campaigns, files and the payment reference. */
export function PublisherBillingDrawer({ id, onClose }: PublisherBillingDrawerProps) {
  const screens = Grid.useBreakpoint();
  const detail = useCall(
    publisherBillingCalls.getPublisherBilling,
    { query: { billingId: id as string } },
    { ...billingCallOptions, enabled: Boolean(id) },
  );
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      size={screens.md ? 640 : '100%'}
      title={detail.data ? `Statement ${detail.data.billing.invoiceNo}` : 'Statement'}
      destroyOnHidden
    >
      {detail.error ? (
        <LoadFailed what="this statement" error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.data ? (
        <BillingBody detail={detail.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}
