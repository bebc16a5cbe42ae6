import { PlusOutlined } from '@ant-design/icons';
import { placementCalls, placementStatuses, type TPlacement, type TPlacementStatus } from '@atlas/shared';
import { Button, Card, Empty, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useCall } from '../../../api/calls';
import { placementCallOptions } from '../../../api/placements';
import { ListTable, onWideScreens } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { SearchBox } from '../../../components/search-box';
import { formatDateTime } from '../../../lib/format';
import { tablePageSize, tablePaging } from '../../../lib/table-paging';
import { applyListChange, type TListChange } from '../../../lib/use-list-filters';
import { useSearchParams } from '../../../lib/use-search-params';
import { formatName, PriceTags } from '../placement-details';
import { PlacementStatusTag, placementStatusLabel } from '../placement-status';
import { PlacementActions } from './placement-actions';
import { PlacementDrawer } from './placement-drawer';
import { PublisherPlacementView } from './publisher-placement-view';

/**
 * The publisher's Placements (spec 2.3, 7.12): its placements by status, created and changed in
 * a drawer, each opened in its view (`?id=`). Filters and the open placement are in the URL.
 */
export function PlacementsPage() {
  const [params, setParams] = useSearchParams();
  const change = (next: TListChange) => setParams((previous) => applyListChange(previous, next));
  const [editing, setEditing] = useState<TPlacement | 'new' | null>(null);
  const openId = params.get('id');
  const drawer = (
    <PlacementDrawer
      open={editing !== null}
      placement={editing === 'new' ? null : editing}
      onClose={() => setEditing(null)}
    />
  );
  if (openId) {
    return (
      <>
        <PublisherPlacementView id={openId} onBack={() => change({ id: undefined })} onEdit={setEditing} />
        {drawer}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Placements"
        subtitle="Paid promotion slots sellers can book: what you publish, where, for whom and at what price."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            New placement
          </Button>
        }
      />
      <PlacementList params={params} onChange={change} onEdit={setEditing} />
      {drawer}
    </>
  );
}

type PlacementListProps = {
  params: URLSearchParams;
  onChange: (change: TListChange) => void;
  onEdit: (placement: TPlacement) => void;
};

function PlacementList({ params, onChange, onEdit }: PlacementListProps) {
  const status = (placementStatuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as TPlacementStatus)
    : undefined;
  const query = {
    status,
    search: params.get('search') ?? undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: tablePageSize,
  };
  const list = useCall(placementCalls.listPlacements, { query }, placementCallOptions);
  const filtered = Boolean(status || query.search);
  return (
    <Card variant="borderless">
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <SearchBox
          label="Search placements"
          placeholder="Title"
          initial={query.search}
          onSearch={(search) => onChange({ search })}
        />
        <Select
          aria-label="Status"
          allowClear
          placeholder="Every status"
          value={status}
          options={placementStatuses.map((s) => ({ value: s, label: placementStatusLabel(s) }))}
          onChange={(value?: string) => onChange({ status: value })}
          style={{ minWidth: 160 }}
        />
      </Flex>
      {list.error ? (
        <LoadFailed what="your placements" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ListTable<TPlacement>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          pagination={tablePaging(query.page, list.data?.total, (page) => onChange({ page }))}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  filtered
                    ? 'No placement matches these filters'
                    : 'No placements yet: create one so sellers can book it'
                }
              />
            ),
          }}
          columns={[
            {
              title: 'Title',
              key: 'title',
              render: (_, p) => (
                <Flex vertical>
                  <Typography.Link onClick={() => onChange({ id: p.id, page: query.page })}>
                    {p.title}
                  </Typography.Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatName(p.format)}
                    {p.openCampaigns > 0
                      ? ` · ${p.openCampaigns} open campaign${p.openCampaigns > 1 ? 's' : ''}`
                      : ''}
                  </Typography.Text>
                </Flex>
              ),
            },
            { title: 'Status', key: 'status', render: (_, p) => <PlacementStatusTag status={p.status} /> },
            { title: 'Prices', key: 'prices', render: (_, p) => <PriceTags prices={p.prices} /> },
            {
              title: 'Updated',
              key: 'updated',
              responsive: onWideScreens,
              onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
              render: (_, p) => formatDateTime(p.updatedAt),
            },
            {
              title: 'Actions',
              key: 'actions',
              // always in view: the prices can make the row wider than the card
              fixed: 'right',
              render: (_, p) => <PlacementActions placement={p} onEdit={onEdit} compact />,
            },
          ]}
        />
      )}
    </Card>
  );
}
