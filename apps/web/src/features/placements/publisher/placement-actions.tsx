import { MoreOutlined } from '@ant-design/icons';
import type { TPlacement } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Dropdown, Space } from 'antd';
import { useRefresh } from '../../../api/calls';
import { movePlacement, placementReads, type TPlacementMove } from '../../../api/placements';
import { errorText } from '../../../components/server-error';

export type PlacementActionsProps = {
  placement: TPlacement;
  onEdit: (placement: TPlacement) => void;
  /** After a delete (the view goes back to the list). */
  onDeleted?: () => void;
  /** The list's row: take offline and delete go in a "More" menu. */
  compact?: boolean;
};

const done: Record<TPlacementMove, string> = {
  submit: 'Placement is online',
  suspend: 'Placement suspended',
  offline: 'Placement taken offline',
  delete: 'Placement deleted',
};

/**
 * What the publisher may do with a placement in its state: edit (not offline), submit a draft,
 * suspend an online one, resume a suspended one, take it offline, delete it. Offline and delete
 * ask first; the server refuses both while campaigns are open and says which.
 */
export function PlacementActions({ placement, onEdit, onDeleted, compact = false }: PlacementActionsProps) {
  const { message, modal } = App.useApp();
  const size = compact ? 'small' : 'middle';
  const refresh = useRefresh();
  const move = useMutation({
    mutationFn: (how: TPlacementMove) => movePlacement(placement.id, how),
    onSuccess: (_, how) => {
      void message.success(done[how]);
      if (how === 'delete') {
        onDeleted?.();
      }
    },
    onError: (error) => void message.error(errorText(error)),
    onSettled: () => refresh(...placementReads),
  });
  const busy = (how: TPlacementMove) => move.isPending && move.variables === how;
  const button = (how: TPlacementMove, label: string, primary = false) => (
    <Button
      size={size}
      type={primary ? 'primary' : 'default'}
      loading={busy(how)}
      disabled={move.isPending}
      onClick={() => move.mutate(how)}
    >
      {label}
    </Button>
  );
  const ask = (how: 'offline' | 'delete') =>
    modal.confirm({
      title: how === 'offline' ? 'Take this placement offline for good?' : 'Delete this placement?',
      content:
        how === 'offline'
          ? 'Sellers will no longer see it, and it cannot be put back online.'
          : 'It leaves your list; campaigns booked on it keep it.',
      okText: how === 'offline' ? 'Take offline' : 'Delete',
      okButtonProps: { danger: true },
      onOk: () => move.mutateAsync(how).catch(() => undefined),
    });
  const { status } = placement;
  const canGoOffline = status === 'online' || status === 'suspended';
  const dangerous = [
    ...(canGoOffline ? [{ key: 'offline' as const, label: 'Take offline' }] : []),
    { key: 'delete' as const, label: 'Delete' },
  ];
  return (
    <Space size={4} wrap>
      {status !== 'offline' ? (
        <Button size={size} disabled={move.isPending} onClick={() => onEdit(placement)}>
          Edit
        </Button>
      ) : null}
      {status === 'draft' ? button('submit', 'Submit', true) : null}
      {status === 'suspended' ? button('submit', 'Resume', true) : null}
      {status === 'online' ? button('suspend', 'Suspend') : null}
      {compact ? (
        <Dropdown
          trigger={['click']}
          disabled={move.isPending}
          menu={{
            items: dangerous.map((d) => ({ ...d, danger: true })),
            onClick: ({ key }) => ask(key as 'offline' | 'delete'),
          }}
        >
          <Button
            size={size}
            icon={<MoreOutlined />}
            aria-label={`More actions on ${placement.title}`}
            loading={busy('offline') || busy('delete')}
          />
        </Dropdown>
      ) : (
        dangerous.map((d) => (
          <Button
            key={d.key}
            size={size}
            danger
            loading={busy(d.key)}
            disabled={move.isPending}
            onClick={() => ask(d.key)}
          >
            {d.label}
          </Button>
        ))
      )}
    </Space>
  );
}
