import { PlusOutlined } from '@ant-design/icons';
import { type TTrackingId, trackingCalls } from '@atlas/shared';
import { App, Button, Card, Empty } from 'antd';
import { useState } from 'react';
import { useCall, useCallMutation, useRefresh } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../components/server-error';
import { quiet } from '../tracking-quiet';
import { CreateTrackingIdModal } from './create-tracking-id-modal';
import { TrackingIdsTable } from './tracking-ids-table';

/**
 * The publisher's Tracking ids (spec 2.3): a name to tell links apart in the reports, each row
 * opening into the sub-ids (`?sub=`) its links saw.
 */
// The publisher's tracking ids and their sub-ids; the link filters read the same list, so a
// tracking id created or deleted here shows there at once.
const trackingIdReads = [trackingCalls.listTrackingIds, trackingCalls.listSubIds];

export function TrackingIdsPage() {
  const { message } = App.useApp();
  const refresh = useRefresh();
  const [creating, setCreating] = useState(false);
  const trackingIds = useCall(trackingCalls.listTrackingIds, {}, quiet);
  const remove = useCallMutation(
    (t: TTrackingId) => callApi(trackingCalls.deleteTrackingId, { params: { id: t.id } }, quiet),
    {
      refreshes: trackingIdReads,
      onSuccess: ({ archived }, t) =>
        void message.success(
          archived ? `${t.name} archived: its links keep working` : `Tracking id ${t.name} deleted`,
        ),
      onError: (error) => void message.error(errorText(error)),
    },
  );

  const newButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
      New tracking id
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Tracking ids"
        subtitle="Name your placements: a link made with a tracking id counts its clicks and commissions under that name."
        extra={newButton}
      />
      <Card variant="borderless">
        {trackingIds.error ? (
          <LoadFailed
            what="your tracking ids"
            error={trackingIds.error}
            onRetry={() => void trackingIds.refetch()}
          />
        ) : (
          <TrackingIdsTable
            trackingIds={trackingIds.data ?? []}
            loading={trackingIds.isFetching}
            withSubIds
            deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
            onDelete={(t) => remove.mutate(t)}
            empty={
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="No tracking ids yet. Create one per website, channel or campaign, then choose it when you get a link."
              >
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                  Create your first tracking id
                </Button>
              </Empty>
            }
          />
        )}
      </Card>
      <CreateTrackingIdModal
        open={creating}
        create={async ({ name }) => {
          const created = await callApi(trackingCalls.createTrackingId, { body: { name } }, quiet);
          void refresh(...trackingIdReads);
          return created;
        }}
        onClose={() => setCreating(false)}
      />
    </>
  );
}
