import { placementCalls, type TPlacement } from '@atlas/shared';
import { Descriptions } from 'antd';
import { useCall } from '../../../api/calls';
import { placementCallOptions } from '../../../api/placements';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { PlacementDetails } from '../placement-details';
import { PlacementStatusTag } from '../placement-status';
import { PlacementViewFrame } from '../placement-view-frame';
import { PlacementActions } from './placement-actions';

export type PublisherPlacementViewProps = {
  id: string;
  onBack: () => void;
  onEdit: (placement: TPlacement) => void;
};

/** One of the publisher's placements, as sellers will see it, with its status and actions. */
export function PublisherPlacementView({ id, onBack, onEdit }: PublisherPlacementViewProps) {
  const placement = useCall(placementCalls.getPlacement, { params: { id } }, placementCallOptions);
  return (
    <PlacementViewFrame placement={placement} onBack={onBack}>
      {(p) => (
        <>
          <PageHeader
            title={p.title}
            extra={<PlacementActions placement={p} onEdit={onEdit} onDeleted={onBack} />}
          />
          <PlacementDetails
            placement={p}
            extra={
              <>
                <Descriptions.Item label="Status">
                  <PlacementStatusTag status={p.status} />
                </Descriptions.Item>
                <Descriptions.Item label="Open campaigns">{p.openCampaigns}</Descriptions.Item>
                <Descriptions.Item label="Online since">
                  {p.submittedAt ? formatDateTime(p.submittedAt) : 'Not submitted yet'}
                </Descriptions.Item>
              </>
            }
          />
        </>
      )}
    </PlacementViewFrame>
  );
}
