import { PlusOutlined } from '@ant-design/icons';
import type { TTrackingId } from '@atlas/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty } from 'antd';
import { useState } from 'react';
import { createTrackingId, deleteTrackingId, listTrackingIds } from '../../../api/tracking';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../components/server-error';
import { refreshQueries } from '../../../lib/refresh-queries';
import { CreateTrackingIdModal } from './create-tracking-id-modal';
import { trackingIdKeys } from './tracking-id-keys';
import { TrackingIdsTable } from './tracking-ids-table';

/**
 * The publisher's Tracking ids (spec 2.3): a name to tell links apart in the reports, each row
 * opening into the sub-ids (`?sub=`) its links saw.
 */
export function TrackingIdsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const trackingIds = useQuery({ queryKey: trackingIdKeys.list, queryFn: listTrackingIds });
  const refresh = () => refreshQueries(queryClient, trackingIdKeys.list);
  const remove = useMutation({
    mutationFn: (t: TTrackingId) => deleteTrackingId(t.id),
    onSuccess: ({ archived }, t) => {
      void message.success(
        archived ? `${t.name} archived: its links keep working` : `Tracking id ${t.name} deleted`,
      );
      return refresh();
    },
    onError: (error) => void message.error(errorText(error)),
  });

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
          const created = await createTrackingId({ name });
          void refresh();
          return created;
        }}
        onClose={() => setCreating(false)}
      />
    </>
  );
}
