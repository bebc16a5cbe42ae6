import {
  associateStatuses,
  publisherBankStatuses,
  publisherReviewCalls,
  publisherReviewStatuses,
  type TPublisherListItem,
} from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Card, Empty, Flex, Input, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useCall, useCallMutation } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { exportPublishers } from '../../../api/publisher-console';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { ProgressDownloadButton } from '../../../components/progress-download-button';
import { applyListChange, useListFilters } from '../../../lib/use-list-filters';
import { useSearchParams } from '../../../lib/use-search-params';
import { associateTags, bankTags } from './publisher-labels';
import { PublisherReviewDrawer } from './publisher-review-drawer';
import { PublishersTable } from './publishers-table';
import { ReviewDecisionModal, type TDecision } from './review-decision-modal';

const pageSize = 20;
/** What shows the review queue: a decision refreshes it. */
const reviewReads = [publisherReviewCalls.listPublishers, publisherReviewCalls.countPublishers];

/** The queue is what an operator opens the page for; `all` is asked for by name. */
const views = [...publisherReviewStatuses, 'all'] as const;
type TView = (typeof views)[number];

const stateLabel = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/** Publishers: the review queue first, the approved and rejected ones a click away. */
export function PublishersPage() {
  const { message } = App.useApp();
  const [filters, setFilters] = useListFilters(views);
  const view: TView = filters.state ?? 'pending';
  const [params, setParams] = useSearchParams();
  const associateStatus = associateStatuses.find((status) => status === params.get('associate'));
  // `bank=pending` is the bank review queue the summary's card opens.
  const bankStatus = publisherBankStatuses.find((status) => status === params.get('bank'));
  const [openId, setOpenId] = useState<string | null>(null);
  const [decision, setDecision] = useState<TDecision | null>(null);
  const exportFilter = {
    reviewStatus: publisherReviewStatuses.find((status) => status === view),
    associateStatus,
    bankStatus,
    search: filters.search || undefined,
  };
  const query = {
    ...exportFilter,
    page: filters.page,
    pageSize,
  };
  const publishers = useCall(
    publisherReviewCalls.listPublishers,
    { query },
    { placeholderData: keepPreviousData },
  );
  const counts = useCall(publisherReviewCalls.countPublishers, {});
  const open: TPublisherListItem | null = publishers.data?.items.find((p) => p.id === openId) ?? null;

  // Silent: the decision dialogs show a refusal inline.
  const decide = useCallMutation(
    ({ choice, reason }: { choice: TDecision; reason?: string }) => {
      const body = { publisherId: openId ?? '', status: choice.status, reason };
      const call =
        choice.subject === 'bank'
          ? publisherReviewCalls.reviewPublisherBank
          : publisherReviewCalls.reviewPublisher;
      return callApi(call, { body }, { silent: true });
    },
    {
      refreshes: reviewReads,
      onSuccess: (_answer, { choice }) => {
        const what = choice.subject === 'bank' ? 'Bank details' : 'Publisher';
        void message.success(`${what} ${choice.status}; the publisher is told by e-mail`);
        setDecision(null);
      },
    },
  );

  const filtered = Boolean(filters.search) || associateStatus !== undefined || bankStatus !== undefined;
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        filtered
          ? 'No publisher matches this search.'
          : view === 'pending'
            ? 'No publisher is waiting for review.'
            : 'No publisher here yet.'
      }
    />
  );

  return (
    <>
      <PageHeader
        title="Publishers"
        subtitle="Review new publishers and their bank details; a decision is e-mailed to the publisher."
      />
      <Card variant="borderless">
        <Flex gap={12} wrap justify="space-between" align="start" style={{ marginBottom: 16 }}>
          <Segmented<TView>
            // On a phone the four views scroll sideways rather than widen the page.
            style={{ maxWidth: '100%', overflowX: 'auto' }}
            value={view}
            onChange={(value) => setFilters({ state: value === 'pending' ? undefined : value })}
            options={[
              { value: 'pending', label: stateLabel('To review', counts.data?.pending) },
              { value: 'approved', label: stateLabel('Approved', counts.data?.approved) },
              { value: 'rejected', label: stateLabel('Rejected', counts.data?.rejected) },
              { value: 'all', label: stateLabel('All', counts.data?.total) },
            ]}
          />
          <Flex gap={8} wrap style={{ flex: '1 1 320px', justifyContent: 'flex-end' }}>
            <Select
              aria-label="Associate status"
              allowClear
              placeholder="Any associate status"
              value={associateStatus}
              onChange={(value?: string) =>
                setParams((previous) => applyListChange(previous, { associate: value }))
              }
              options={associateStatuses.map((status) => ({
                value: status,
                label: associateTags[status].label,
              }))}
              style={{ width: 200 }}
            />
            <Select
              aria-label="Bank details"
              allowClear
              placeholder="Any bank details"
              value={bankStatus}
              onChange={(value?: string) =>
                setParams((previous) => applyListChange(previous, { bank: value }))
              }
              options={publisherBankStatuses.map((status) => ({
                value: status,
                label: bankTags[status].label,
              }))}
              style={{ width: 200 }}
            />
            <Input.Search
              allowClear
              aria-label="Search publishers"
              defaultValue={filters.search}
              placeholder="Search by name or e-mail"
              onSearch={(search) => setFilters({ search: search.trim() })}
              style={{ maxWidth: 320 }}
            />
            <ProgressDownloadButton
              label="Export"
              busyLabel="Exporting"
              download={(onProgress) => exportPublishers(exportFilter, onProgress)}
            />
          </Flex>
        </Flex>
        {publishers.error ? (
          <LoadFailed
            what="the publishers"
            error={publishers.error}
            onRetry={() => void publishers.refetch()}
          />
        ) : (
          <PublishersTable
            publishers={publishers.data?.items ?? []}
            total={publishers.data?.total ?? 0}
            page={filters.page}
            pageSize={pageSize}
            loading={publishers.isFetching}
            empty={empty}
            onPage={(page) => setFilters({ page })}
            onOpen={(publisher) => setOpenId(publisher.id)}
          />
        )}
      </Card>
      <PublisherReviewDrawer publisher={open} onDecide={setDecision} onClose={() => setOpenId(null)} />
      <ReviewDecisionModal
        decision={decision}
        publisherName={open?.name ?? 'The publisher'}
        onDecide={(choice, reason) => decide.mutateAsync({ choice, reason }).then(() => undefined)}
        onClose={() => setDecision(null)}
      />
    </>
  );
}
