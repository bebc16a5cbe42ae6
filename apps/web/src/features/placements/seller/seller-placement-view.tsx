import { placementBrowseCalls, type TSellerPlacement } from '@atlas/shared';
import { Descriptions, Space } from 'antd';
import type { ReactNode } from 'react';
import { useCall } from '../../../api/calls';
import { placementCallOptions } from '../../../api/placements';
import { PageHeader } from '../../../components/page-header';
import { PlacementDetails } from '../placement-details';
import { PlacementViewFrame } from '../placement-view-frame';

export type SellerPlacementViewProps = {
  id: string;
  onBack: () => void;
  /** What the seller can do with it (the campaigns area adds "Apply"), beside the title. */
  actions?: (placement: TSellerPlacement) => ReactNode;
};

/** An online placement as a seller reads it: images, prices, audience, the publisher and its source. */
export function SellerPlacementView({ id, onBack, actions }: SellerPlacementViewProps) {
  const placement = useCall(
    placementBrowseCalls.getSellerPlacement,
    { params: { id } },
    placementCallOptions,
  );
  return (
    <PlacementViewFrame placement={placement} onBack={onBack}>
      {(p) => (
        <>
          <PageHeader
            title={p.title}
            subtitle={`By ${p.publisher.name}`}
            extra={<Space wrap>{actions?.(p)}</Space>}
          />
          <PlacementDetails
            placement={p}
            extra={<Descriptions.Item label="Publisher">{p.publisher.name}</Descriptions.Item>}
          />
        </>
      )}
    </PlacementViewFrame>
  );
}
