import { countryCodes, sellerConsoleCalls } from '@atlas/shared';
import { Card, DatePicker, Flex, Form, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useCall } from '../../../api/calls';
import { consoleCallOptions, exportAllBillingItems } from '../../../api/seller-console';
import { PageHeader } from '../../../components/page-header';
import { ProgressDownloadButton } from '../../../components/progress-download-button';
import { applyListChange } from '../../../lib/use-list-filters';
import { useSearchParams } from '../../../lib/use-search-params';

const monthParam = (value: Dayjs | null) => (value ? value.format('YYYY-MM') : undefined);
const monthValue = (text: string | null) => (text && /^\d{4}-\d{2}$/.test(text) ? dayjs(`${text}-01`) : null);

/** Billing items: every seller billing item as CSV, for a seller, a marketplace and months. */
export function BillingItemsPage() {
  const [params, setParams] = useSearchParams();
  const [sellerSearch, setSellerSearch] = useState('');
  const sellerId = params.get('sellerId') ?? undefined;
  const countryCode = countryCodes.find((c) => c === params.get('marketplace'));
  const monthFrom = params.get('monthFrom');
  const monthTo = params.get('monthTo');
  const sellers = useCall(
    sellerConsoleCalls.listConsoleSellers,
    { query: { search: sellerSearch || undefined, page: 1, pageSize: 20, sort: 'name' } },
    consoleCallOptions,
  );
  const set = (key: string, value?: string) =>
    setParams((previous) => applyListChange(previous, { [key]: value }));
  const filter = {
    sellerId,
    countryCode,
    monthFrom: monthFrom ?? undefined,
    monthTo: monthTo ?? undefined,
  };
  return (
    <>
      <PageHeader
        title="Billing items"
        subtitle="Every seller billing item (product and publisher lines of the closed billings) as one CSV file."
      />
      <Card variant="borderless">
        <Form layout="vertical" aria-label="Billing items filters">
          <Flex gap={12} wrap>
            <Form.Item label="Seller" style={{ minWidth: 260 }}>
              <Select
                aria-label="Seller"
                allowClear
                showSearch
                filterOption={false}
                placeholder="Every seller"
                value={sellerId}
                onSearch={setSellerSearch}
                onChange={(value?: string) => set('sellerId', value)}
                options={(sellers.data?.items ?? []).map((s) => ({
                  value: s.id,
                  label: `${s.name} (${s.email})`,
                }))}
              />
            </Form.Item>
            <Form.Item label="Marketplace">
              <Select
                aria-label="Marketplace"
                allowClear
                placeholder="Every marketplace"
                value={countryCode}
                onChange={(value?: string) => set('marketplace', value)}
                options={countryCodes.map((c) => ({ value: c, label: c }))}
                style={{ width: 170 }}
              />
            </Form.Item>
            <Form.Item label="From month">
              <DatePicker
                aria-label="From month"
                picker="month"
                value={monthValue(monthFrom)}
                onChange={(value) => set('monthFrom', monthParam(value))}
              />
            </Form.Item>
            <Form.Item label="To month">
              <DatePicker
                aria-label="To month"
                picker="month"
                value={monthValue(monthTo)}
                onChange={(value) => set('monthTo', monthParam(value))}
              />
            </Form.Item>
          </Flex>
        </Form>
        <Typography.Paragraph type="secondary">
          The file streams as it is written: a large one shows its progress on the button.
        </Typography.Paragraph>
        <ProgressDownloadButton
          type="primary"
          label="Export billing items"
          busyLabel="Exporting"
          download={(onProgress) => exportAllBillingItems(filter, onProgress)}
        />
      </Card>
    </>
  );
}
