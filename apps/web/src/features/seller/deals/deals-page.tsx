import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { dealCalls, type TDeal, type TDealState } from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useCall, useCallMutation } from '../../../api/calls';
import { downloadCall } from '../../../api/download';
import { LoadFailed } from '../../../components/load-failed';
import { useMarketplace } from '../../../components/marketplace/use-marketplace';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../components/server-error';
import { DealDrawer } from './deal-drawer';
import { DealUploadModal } from './deal-upload-modal';
import { DealsTable } from './deals-table';
import { useDealFilters } from './use-deal-filters';

const pageSize = 20;

/** Deals: time-bounded offers on the seller's products in the current marketplace. */
export function DealsPage() {
  const { message } = App.useApp();
  const [marketplace] = useMarketplace();
  const [filters, setFilters] = useDealFilters();
  const [editing, setEditing] = useState<{ deal: TDeal | null } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [templateLoading, setTemplateLoading] = useState(false);
  const query = {
    countryCode: marketplace,
    state: filters.state,
    search: filters.search || undefined,
    page: filters.page,
    pageSize,
  };
  const deals = useCall(dealCalls.listDeals, { query }, { placeholderData: keepPreviousData });
  // Silent: a failed delete is told by the message below.
  const remove = useCallMutation(dealCalls.deleteDeal, {
    silent: true,
    refreshes: [dealCalls.listDeals],
    onSuccess: () => void message.success('Deal deleted'),
    onError: (error) => void message.error(errorText(error)),
  });

  const template = async () => {
    setTemplateLoading(true);
    try {
      await downloadCall(dealCalls.downloadDealTemplate, {}, { platform: 'seller', silent: true });
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setTemplateLoading(false);
    }
  };

  const filtered = Boolean(filters.state || filters.search);
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={filtered ? 'No deal matches these filters.' : `No deal in ${marketplace} yet.`}
    >
      {filtered ? null : (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ deal: null })}>
          Create your first deal
        </Button>
      )}
    </Empty>
  );

  return (
    <>
      <PageHeader
        title="Deals"
        subtitle="Time-bounded offers on your products: a deal price or a discount, with an optional extra commission."
        extra={
          <Flex gap={8} wrap>
            <Button icon={<UploadOutlined />} onClick={() => setUploading(true)}>
              Upload CSV
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ deal: null })}>
              New deal
            </Button>
          </Flex>
        }
      />
      <Card variant="borderless">
        <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 16 }}>
          <Segmented<TDealState | 'all'>
            value={filters.state ?? 'all'}
            onChange={(value) => setFilters({ state: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: 'All' },
              { value: 'running', label: 'Running' },
              { value: 'upcoming', label: 'Upcoming' },
              { value: 'ended', label: 'Ended' },
            ]}
          />
          <Input.Search
            allowClear
            defaultValue={filters.search}
            placeholder="Search by title or ASIN"
            onSearch={(search) => setFilters({ search: search.trim() })}
            style={{ maxWidth: 320 }}
          />
        </Flex>
        {deals.error ? (
          <LoadFailed what="your deals" error={deals.error} onRetry={() => void deals.refetch()} />
        ) : (
          <DealsTable
            deals={deals.data?.items ?? []}
            total={deals.data?.total ?? 0}
            page={filters.page}
            pageSize={pageSize}
            loading={deals.isFetching}
            deletingId={remove.isPending ? (remove.variables?.params.id ?? null) : null}
            empty={empty}
            onPage={(page) => setFilters({ page })}
            onEdit={(deal) => setEditing({ deal })}
            onDelete={(deal) => remove.mutate({ params: { id: deal.id } })}
          />
        )}
      </Card>
      <DealDrawer
        open={editing !== null}
        deal={editing?.deal ?? null}
        countryCode={marketplace}
        onClose={() => setEditing(null)}
      />
      <DealUploadModal
        open={uploading}
        onClose={() => setUploading(false)}
        onTemplate={() => void template()}
        templateLoading={templateLoading}
      />
    </>
  );
}
