import { DownloadOutlined } from '@ant-design/icons';
import { catalogueExportLimit } from '@atlas/shared';
import { Button, Tooltip } from 'antd';
import { useFileAction } from '../../../components/use-file-action';
import { formatNumber } from '../../../lib/format';
import type { TCatalogueFilterQuery } from './catalogue-params';
import type { TCatalogueSource } from './catalogue-source';

/** Spec 7.9 and 8: the words of a successful products export. */
export const productsExportedText = 'Products Info Exported Successfully!';

export type ExportProductsButtonProps = {
  filters: TCatalogueFilterQuery;
  total: number;
  exportProducts: NonNullable<TCatalogueSource['exportProducts']>;
};

/** Downloads the products of the current filters as CSV (`POST publisher/product/export`). */
export function ExportProductsButton({ filters, total, exportProducts }: ExportProductsButtonProps) {
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
        onClick={() => void files.run('products', () => exportProducts(filters), productsExportedText)}
      >
        Export products
      </Button>
    </Tooltip>
  );
}
