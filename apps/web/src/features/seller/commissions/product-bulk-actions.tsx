import { CheckCircleOutlined, PercentageOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { BulkCommissionModal } from './bulk-commission-modal';
import { RefusalList } from './refusal-list';
import { changeSummary, useProductChange } from './use-product-changes';

export type ProductBulkActionsProps = {
  selectedIds: string[];
  /** After a change went through: the page clears its selection. */
  onDone?: () => void;
};

/**
 * Commission and status actions for the Products page's selection. Each is all or nothing: if
 * one product cannot be activated (no commission), none is, and the dialog says which.
 */
export function ProductBulkActions({ selectedIds, onDone }: ProductBulkActionsProps) {
  const { message, modal } = App.useApp();
  const [commissionOpen, setCommissionOpen] = useState(false);
  const [pending, setPending] = useState<'active' | 'inactive' | null>(null);
  const change = useProductChange();
  const none = selectedIds.length === 0;

  const setStatus = async (status: 'active' | 'inactive') => {
    setPending(status);
    try {
      const result = await change.mutateAsync({ ids: selectedIds, status });
      void message.success(changeSummary(result, status === 'active' ? 'activated' : 'deactivated'));
      onDone?.();
    } catch (error) {
      modal.error({
        title: status === 'active' ? 'No product was activated' : 'No product was deactivated',
        content: <RefusalList error={error} />,
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <Button
        icon={<PercentageOutlined />}
        disabled={none || pending !== null}
        onClick={() => setCommissionOpen(true)}
      >
        Set commission
      </Button>
      <Button
        icon={<CheckCircleOutlined />}
        disabled={none || pending !== null}
        loading={pending === 'active'}
        onClick={() => void setStatus('active')}
      >
        Activate
      </Button>
      <Button
        icon={<StopOutlined />}
        disabled={none || pending !== null}
        loading={pending === 'inactive'}
        onClick={() => void setStatus('inactive')}
      >
        Deactivate
      </Button>
      <BulkCommissionModal
        ids={selectedIds}
        open={commissionOpen}
        onClose={(changed) => {
          setCommissionOpen(false);
          if (changed) {
            onDone?.();
          }
        }}
      />
    </>
  );
}
