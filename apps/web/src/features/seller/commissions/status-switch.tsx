import { App, Switch, Tooltip } from 'antd';
import { errorText } from '../../../components/server-error';
import { useProductChange } from './use-product-changes';

export type StatusSwitchProps = {
  product: { id: string; asin: string; status: 'active' | 'inactive'; commissionBp: number | null };
};

/** Active/inactive of one product, in the list. Active needs a commission, so the switch says so. */
export function StatusSwitch({ product }: StatusSwitchProps) {
  const { message } = App.useApp();
  const change = useProductChange();
  const active = product.status === 'active';
  const blocked = !active && product.commissionBp === null;

  const toggle = async (next: boolean) => {
    try {
      await change.mutateAsync({ ids: [product.id], status: next ? 'active' : 'inactive' });
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  const control = (
    <Switch
      size="small"
      checked={active}
      loading={change.isPending}
      disabled={blocked}
      onChange={(next) => void toggle(next)}
      checkedChildren="Active"
      unCheckedChildren="Inactive"
      aria-label={`${product.asin} is ${product.status}`}
    />
  );
  return blocked ? (
    <Tooltip title="Set a commission before activating this product">{control}</Tooltip>
  ) : (
    control
  );
}
