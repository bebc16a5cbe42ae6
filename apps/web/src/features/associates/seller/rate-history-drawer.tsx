import { associatedPublisherCalls } from '@atlas/shared';
import { Drawer } from 'antd';
import { associateCallOptions } from '../../../api/associates';
import { useCall } from '../../../api/calls';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { formatDateTime, formatPercentFromBasisPoints } from '../../../lib/format';
import { KeyboardScroll } from '../keyboard-scroll';
import { rateChangeText } from '../rate-change';

export type TRateKey = { brandId: string; publisherId?: string; title: string };

/** One rate now and every change of it: who, when, from what to what. */
export function RateHistoryDrawer({ rate, onClose }: { rate: TRateKey | null; onClose: () => void }) {
  const query = { brandId: rate?.brandId ?? '', publisherId: rate?.publisherId };
  const detail = useCall(
    associatedPublisherCalls.getAssociateCommissionDetail,
    { query },
    {
      ...associateCallOptions,
      enabled: rate !== null,
    },
  );
  return (
    <Drawer open={rate !== null} onClose={onClose} title={rate?.title} size="large">
      <KeyboardScroll label="Rate history">
        {detail.error ? (
          <LoadFailed what="the history" error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <>
            <p>
              Rate now: <strong>{formatPercentFromBasisPoints(detail.data?.commissionBp)}</strong>
            </p>
            <ListTable
              size="small"
              rowKey={(h) => `${h.changedAt}-${h.newCommissionBp}`}
              loading={detail.isFetching}
              dataSource={detail.data?.history ?? []}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: 'Never set' }}
              columns={[
                { title: 'Changed', dataIndex: 'changedAt', render: (at: string) => formatDateTime(at) },
                { title: 'By', dataIndex: 'changedBy' },
                {
                  title: 'Rate',
                  key: 'rate',
                  render: (_, h) => rateChangeText(h.oldCommissionBp, h.newCommissionBp),
                },
              ]}
            />
          </>
        )}
      </KeyboardScroll>
    </Drawer>
  );
}
