import {
  operatorSellerBillingCalls,
  sellerConsoleCalls,
  type TSellerBilling,
  type TSellerDetails,
} from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useCall, useRefresh } from '../../../api/calls';
import { consoleCallOptions, consoleSellerReads } from '../../../api/seller-console';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { formatDateTime, formatNumber, formatPercentFromBasisPoints } from '../../../lib/format';
import { KeyboardScroll } from '../../associates/keyboard-scroll';
import { billingLeadColumns, billingStatusColumn } from '../../billing/billing-columns';
import { formatCurrencyMoney } from '../../billing/currency-money';
import { UserDetailsForm } from '../user-details/user-details-form';
import { CampaignAggTable } from './campaign-agg-table';

const when = (value: string | null) => (value ? formatDateTime(value) : '--');

function DetailsTab({ details, onSaved }: { details: TSellerDetails; onSaved: () => void }) {
  const { account, settings } = details;
  return (
    <>
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Seller id">{account.id}</Descriptions.Item>
        <Descriptions.Item label="Created">{when(account.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Activated">{when(account.activatedAt)}</Descriptions.Item>
        <Descriptions.Item label="Notice">
          {settings.noticeVersion
            ? `Agreed to ${settings.noticeVersion} on ${when(settings.noticeAgreedAt)}`
            : 'Not agreed'}
        </Descriptions.Item>
        <Descriptions.Item label="Current marketplace">{settings.currentCountry ?? '--'}</Descriptions.Item>
        <Descriptions.Item label="Commission">
          {formatPercentFromBasisPoints(settings.commission.minBp)} to{' '}
          {formatPercentFromBasisPoints(settings.commission.maxBp)}, step{' '}
          {formatPercentFromBasisPoints(settings.commission.stepBp)}, platform fee{' '}
          {formatPercentFromBasisPoints(settings.commission.platformFeeBp)}
          {settings.commission.custom ? ' (own configuration)' : ' (defaults)'}
        </Descriptions.Item>
        <Descriptions.Item label="Marketplace identities">
          {details.identities.length === 0
            ? 'None linked'
            : details.identities.map((identity) => (
                <div key={`${identity.marketplace}-${identity.provider}`}>
                  {identity.marketplace} ({identity.provider}) {identity.sellingPartnerId ?? ''}{' '}
                  {identity.name ?? ''}
                </div>
              ))}
        </Descriptions.Item>
        <Descriptions.Item label="Brands">{formatNumber(details.brands)}</Descriptions.Item>
        <Descriptions.Item label="Products">
          {details.products.length === 0
            ? 'None'
            : details.products.map((p) => (
                <Tag key={p.countryCode}>
                  {p.countryCode}: {formatNumber(p.products)}
                </Tag>
              ))}
        </Descriptions.Item>
        <Descriptions.Item label="Billing">
          {details.billing.length === 0
            ? 'No billing yet'
            : details.billing.map((b) => (
                <div key={b.currency}>
                  Unpaid {formatCurrencyMoney(b.unpaidMinor, b.currency)} ({b.unpaidCount}), of which overdue{' '}
                  {formatCurrencyMoney(b.overdueMinor, b.currency)}; processing{' '}
                  {formatCurrencyMoney(b.processingMinor, b.currency)}; paid{' '}
                  {formatCurrencyMoney(b.paidMinor, b.currency)}
                </div>
              ))}
        </Descriptions.Item>
      </Descriptions>
      <UserDetailsForm
        key={`${account.id}-${account.email}-${account.status}`}
        userType="seller"
        account={account}
        onSaved={onSaved}
      />
    </>
  );
}

function BillingsTab({ sellerId }: { sellerId: string }) {
  const [page, setPage] = useState(1);
  const query = { sellerId, page, pageSize: 10 };
  const billings = useCall(
    operatorSellerBillingCalls.listOperatorSellerBillings,
    { query },
    {
      ...consoleCallOptions,
      placeholderData: keepPreviousData,
    },
  );
  if (billings.error) {
    return <LoadFailed what="the billings" error={billings.error} onRetry={() => void billings.refetch()} />;
  }
  return (
    <KeyboardScroll label="Billings of the seller">
      <ListTable<TSellerBilling>
        rowKey="id"
        size="small"
        loading={billings.isFetching}
        dataSource={billings.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          ...billingLeadColumns<TSellerBilling>((row) => row.invoiceLabel),
          {
            title: 'Total',
            key: 'total',
            align: 'right',
            render: (_, row) => formatCurrencyMoney(row.totalMinor, row.currency),
          },
          billingStatusColumn<TSellerBilling>(),
        ]}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No billing yet." /> }}
        pagination={{
          current: page,
          pageSize: 10,
          total: billings.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </KeyboardScroll>
  );
}

/** A seller opened from the list: its details (and their edit), its billings, its last 30 days. */
export function SellerDrawer({ sellerId, onClose }: { sellerId: string | null; onClose: () => void }) {
  const refresh = useRefresh();
  const details = useCall(
    sellerConsoleCalls.getConsoleSellerDetails,
    { query: { sellerId: sellerId ?? '' } },
    { ...consoleCallOptions, enabled: !!sellerId },
  );
  return (
    <Drawer
      open={!!sellerId}
      onClose={onClose}
      width="min(960px, 100vw)"
      title={details.data ? details.data.account.name : 'Seller'}
      destroyOnHidden
    >
      {!sellerId ? null : details.error ? (
        <LoadFailed what="the seller" error={details.error} onRetry={() => void details.refetch()} />
      ) : !details.data ? (
        <Skeleton active />
      ) : (
        <Tabs
          items={[
            {
              key: 'details',
              label: 'Details',
              children: (
                <DetailsTab details={details.data} onSaved={() => void refresh(...consoleSellerReads)} />
              ),
            },
            { key: 'billings', label: 'Billings', children: <BillingsTab sellerId={sellerId} /> },
            { key: 'last30', label: 'Last 30 days', children: <CampaignAggTable sellerId={sellerId} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
