import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { productCalls, type TProductRow } from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useCall } from '../../../api/calls';
import { downloadCall } from '../../../api/download';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { useFileAction } from '../../../components/use-file-action';
import { formatCount, formatNumber } from '../../../lib/format';
import { useSellerSettings } from '../notice/use-seller-settings';
import { BulkActionBar } from './bulk-action-bar';
import { useCommissionSlots } from './commission-slots';
import { ImportStatus } from './import-status';
import { productColumns } from './product-columns';
import { ProductDetailDrawer } from './product-detail-drawer';
import { ProductsEmpty } from './products-empty';
import { ProductsToolbar } from './products-toolbar';
import { useCatalogImport } from './use-catalog-import';
import { useProductFilters } from './use-product-filters';

// Files carry the seller platform (spec 7.1); their failures are told by the page.
const sellerFile = { platform: 'seller', silent: true } as const;

/** The seller's products in the current marketplace: filters in the URL, server paging, bulk actions. */
export function ProductsPage() {
  const { filters, countryCode, query, set, filtered, clear } = useProductFilters();
  const [selected, setSelected] = useState<TProductRow[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const settings = useSellerSettings();
  const catalogImport = useCatalogImport();
  const files = useFileAction();
  const list = useCall(productCalls.listProducts, { query }, { placeholderData: keepPreviousData });
  const counts = useCall(productCalls.countProducts, { query: { countryCode } });
  const selectedIds = selected.map((p) => p.id);
  const templateButton = (
    <Button
      icon={<FileTextOutlined />}
      loading={files.running === 'template'}
      onClick={() =>
        void files.run('template', () =>
          downloadCall(productCalls.downloadProductTemplate, { query: { countryCode } }, sellerFile),
        )
      }
    >
      Download template
    </Button>
  );
  const commissions = useCommissionSlots({
    countryCode,
    selectedIds,
    onBulkDone: () => setSelected([]),
    templateAction: templateButton,
  });
  const exportFiltered = () => {
    const { page: _page, pageSize: _size, sortBy: _sort, sortOrder: _order, ...filter } = query;
    return downloadCall(productCalls.exportProducts, { query: filter }, sellerFile);
  };

  const subtitle = counts.data
    ? `${formatCount(counts.data.total, 'product')} in ${countryCode} · ${formatNumber(counts.data.active)} active · ${formatNumber(counts.data.withCommission)} with a commission`
    : `Your products in ${countryCode}`;

  return (
    <>
      <PageHeader
        title="Products"
        subtitle={subtitle}
        extra={<ImportStatus connected={settings.data?.marketplaceConnected ?? false} />}
      />
      <Card variant="borderless">
        <ProductsToolbar
          filters={filters}
          countryCode={countryCode}
          filtered={filtered}
          onChange={(change) => {
            setSelected([]);
            set(change);
          }}
          onClear={clear}
          actions={
            <>
              {commissions.toolbarActions}
              {templateButton}
              <Button
                icon={<DownloadOutlined />}
                loading={files.running === 'export'}
                disabled={!list.data?.total}
                onClick={() => void files.run('export', exportFiltered)}
              >
                Export
              </Button>
            </>
          }
        />
        <BulkActionBar selected={selected} onClear={() => setSelected([])}>
          <Button
            icon={<DownloadOutlined />}
            loading={files.running === 'selection'}
            onClick={() =>
              void files.run('selection', () =>
                downloadCall(
                  productCalls.exportProducts,
                  { query: { countryCode, ids: selectedIds } },
                  sellerFile,
                ),
              )
            }
          >
            Export selected
          </Button>
          {commissions.bulkActions}
        </BulkActionBar>
        {list.error && !list.data ? (
          <LoadFailed what="your products" error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <ListTable<TProductRow>
            rowKey="id"
            data-testid="products-table"
            loading={list.isFetching}
            dataSource={list.data?.items}
            columns={productColumns(filters, (row) => setOpenId(row.id), commissions.columns)}
            scroll={{ x: 960 }}
            rowSelection={{
              selectedRowKeys: selectedIds,
              preserveSelectedRowKeys: true,
              onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
            }}
            locale={{
              emptyText: list.isLoading ? (
                ' '
              ) : (
                <ProductsEmpty
                  countryCode={countryCode}
                  filtered={filtered}
                  connected={settings.data?.marketplaceConnected ?? false}
                  imported={Boolean(catalogImport.latest.data?.latestUpdateTime)}
                  importing={catalogImport.running || catalogImport.start.isPending}
                  onClear={clear}
                  onImport={() => catalogImport.start.mutate()}
                />
              ),
            }}
            pagination={{
              current: filters.page,
              pageSize: filters.pageSize,
              total: list.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              showTotal: (total) => formatCount(total, 'product'),
            }}
            onChange={(pagination, _filters, sorter, { action }) => {
              if (action === 'sort') {
                const one = Array.isArray(sorter) ? sorter[0] : sorter;
                const sortBy = one?.order ? (one.columnKey as typeof filters.sortBy) : 'newest';
                set({ sortBy, sortOrder: one?.order === 'ascend' ? 'asc' : 'desc' });
              } else if (action === 'paginate') {
                set({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? filters.pageSize });
              }
            }}
          />
        )}
      </Card>
      <ProductDetailDrawer
        productId={openId}
        onClose={() => setOpenId(null)}
        extra={(product) => commissions.historyButton(product)}
      />
      {commissions.overlays}
    </>
  );
}
