import { HistoryOutlined, UploadOutlined } from '@ant-design/icons';
import type { TCountryCode, TProductRow } from '@atlas/shared';
import { Button, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { CommissionCell } from '../commissions/commission-cell';
import { CommissionCsvModal } from '../commissions/commission-csv-modal';
import { CommissionHistoryDrawer } from '../commissions/commission-history-drawer';
import { ProductBulkActions } from '../commissions/product-bulk-actions';
import { StatusSwitch } from '../commissions/status-switch';
import type { TProductColumnSlots } from './product-columns';

type THistoryProduct = Pick<TProductRow, 'id' | 'asin' | 'title'>;

/**
 * The commissions area's pieces on the Products page (issue 4, part 2): status and commission
 * edited in the list, bulk commission and status, the commission history and the CSV upload.
 * The page only places them; the commissions area owns what they do.
 */
export function useCommissionSlots(options: {
  countryCode: TCountryCode;
  selectedIds: string[];
  onBulkDone: () => void;
  templateAction: ReactNode;
}) {
  const [history, setHistory] = useState<{ product: THistoryProduct | null } | null>(null);
  const [csvOpen, setCsvOpen] = useState(false);

  const historyButton = (product: THistoryProduct | null) => (
    <Tooltip title="Commission history">
      <Button
        size={product ? 'small' : 'middle'}
        type={product ? 'text' : 'default'}
        icon={<HistoryOutlined />}
        aria-label={product ? `Commission history of ${product.asin}` : 'Commission history'}
        onClick={() => setHistory({ product })}
      >
        {product ? null : 'History'}
      </Button>
    </Tooltip>
  );

  const columns: TProductColumnSlots = {
    status: (row) => <StatusSwitch product={row} />,
    commission: (row) => <CommissionCell product={row} />,
    rowActions: (row) => historyButton(row),
  };

  return {
    columns,
    historyButton,
    bulkActions: <ProductBulkActions selectedIds={options.selectedIds} onDone={options.onBulkDone} />,
    toolbarActions: (
      <>
        {historyButton(null)}
        <Button icon={<UploadOutlined />} onClick={() => setCsvOpen(true)}>
          Upload CSV
        </Button>
      </>
    ),
    overlays: (
      <>
        <CommissionHistoryDrawer
          open={history !== null}
          onClose={() => setHistory(null)}
          product={history?.product ?? null}
          countryCode={options.countryCode}
        />
        <CommissionCsvModal
          open={csvOpen}
          onClose={() => setCsvOpen(false)}
          templateAction={options.templateAction}
        />
      </>
    ),
  };
}
