import { ArrowLeftOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/load-failed';

export type PlacementViewFrameProps<T> = {
  placement: UseQueryResult<T>;
  onBack: () => void;
  children: (placement: T) => ReactNode;
};

/** One placement's page on either side: the way back, then it loading, failing or shown. */
export function PlacementViewFrame<T>({ placement, onBack, children }: PlacementViewFrameProps<T>) {
  return (
    <Flex vertical gap={8}>
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        onClick={onBack}
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
      >
        All placements
      </Button>
      {placement.error ? (
        <LoadFailed what="this placement" error={placement.error} onRetry={() => void placement.refetch()} />
      ) : placement.data ? (
        children(placement.data)
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Flex>
  );
}
