import { DownloadOutlined } from '@ant-design/icons';
import { catalogueExportLimit } from '@atlas/shared';
import { Button, Tooltip } from 'antd';
import { exportCatalogueProducts } from '../../../api/publisher-catalogue';
import { useFileAction } from '../../../components/use-file-action';
import { formatNumber } from '../../../lib/format';
import type { TCatalogueFilterQuery } from './catalogue-params';

/** Spec 7.9 and 8: the words of a successful products export. */
export const productsExportedText = 'Products Info Exported Successfully!';

export type ExportProductsButtonProps = { filters: TCatalogueFilterQuery; total: number };

/** Downloads the products of the current filters as CSV (`POST publisher/product/export`). */
export function ExportProductsButton({ filters, total }: ExportProductsButtonProps) {
  const files = useFileAction();
  const capped = total > catalogueExportLimit;
  return (
    <Tooltip
      title={
        capped
          ? `Exports the first ${formatNumber(catalogueExportLimit)} products; narrow the filters to export the rest.`
          : undefined
      }
    >
      <Button
        icon={<DownloadOutlined />}
        disabled={total === 0}
        loading={files.running === 'products'}
        onClick={() =>
          void files.run('products', () => exportCatalogueProducts(filters), productsExportedText)
        }
      >
        Export products
      </Button>
    </Tooltip>
  );
}
