import { CheckOutlined, CloudDownloadOutlined } from '@ant-design/icons';
import { brandCalls, type TSellerBrand } from '@atlas/shared';
import { Alert, App, Button, Card, Empty, Progress, Tag } from 'antd';
import { useState } from 'react';
import { useCall, useCallMutation } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { errorText } from '../../../components/server-error';
import { formatDate, formatNumber } from '../../../lib/format';
import { useSellerSettings } from '../notice/use-seller-settings';
import { catalogReads, useCatalogImport } from '../products/use-catalog-import';
import { BrandImageControl } from './brand-image-control';

/** Every brand of the seller's Amazon account; activating one shows its products. */
export function BrandsCard() {
  const { message } = App.useApp();
  const settings = useSellerSettings();
  const catalogImport = useCatalogImport();
  const [selected, setSelected] = useState<string[]>([]);
  const brands = useCall(brandCalls.listAllBrands, { query: {} });
  const activate = useCallMutation(
    (brandIds: string[]) => callApi(brandCalls.activateBrands, { body: { brandIds } }, { silent: true }),
    {
      refreshes: catalogReads,
      onSuccess: (result) => {
        setSelected([]);
        void message.success(`${result.activated} brand${result.activated === 1 ? '' : 's'} activated`);
      },
      onError: (error) => void message.error(errorText(error)),
    },
  );
  const run = catalogImport.run;
  const connected = settings.data?.marketplaceConnected ?? false;

  const empty = catalogImport.running ? (
    <div role="status" style={{ maxWidth: 360, margin: '24px auto' }}>
      <Progress
        percent={run && run.total > 0 ? Math.floor((run.processed / run.total) * 100) : 0}
        status="active"
      />
      Importing your brands and products from Amazon…
    </div>
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        connected
          ? 'No brands yet: import them from your Amazon account.'
          : 'Connect Amazon above to find your brands.'
      }
    >
      {connected ? (
        <Button
          type="primary"
          icon={<CloudDownloadOutlined />}
          loading={catalogImport.start.isPending}
          onClick={() => catalogImport.start.mutate()}
        >
          Import brands and products
        </Button>
      ) : null}
    </Empty>
  );

  return (
    <Card
      id="brands"
      title="Brands"
      data-testid="brands-card"
      extra={
        <Button
          type="primary"
          disabled={selected.length === 0}
          loading={activate.isPending && selected.length > 0}
          onClick={() => activate.mutate(selected)}
        >
          Activate selected{selected.length > 0 ? ` (${selected.length})` : ''}
        </Button>
      }
    >
      {catalogImport.start.error ? (
        <Alert
          type="error"
          showIcon
          title={errorText(catalogImport.start.error)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {brands.error ? (
        <LoadFailed what="your brands" error={brands.error} onRetry={() => void brands.refetch()} />
      ) : (
        <ListTable<TSellerBrand>
          rowKey="brandId"
          size="middle"
          loading={brands.isLoading}
          dataSource={brands.data}
          pagination={false}
          // on a phone the columns scroll inside the card, not the whole page
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: brands.isLoading ? ' ' : empty }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys as string[]),
            getCheckboxProps: (brand) => ({ disabled: brand.status === 'active' }),
          }}
          columns={[
            { key: 'name', title: 'Brand', render: (_, b) => b.brand.amazonBrandName },
            { key: 'image', title: 'Image', render: (_, b) => <BrandImageControl brand={b} /> },
            {
              key: 'products',
              title: 'Products',
              align: 'right',
              render: (_, b) => formatNumber(b.productCount),
            },
            {
              key: 'status',
              title: 'Status',
              render: (_, b) =>
                b.status === 'active' ? (
                  <Tag color="green">Active since {formatDate(b.activatedAt)}</Tag>
                ) : (
                  <Tag>Inactive</Tag>
                ),
            },
            {
              key: 'action',
              title: '',
              align: 'right',
              render: (_, b) =>
                b.status === 'active' ? null : (
                  <Button
                    size="small"
                    icon={<CheckOutlined />}
                    loading={
                      activate.isPending && activate.variables?.includes(b.brandId) && selected.length === 0
                    }
                    onClick={() => activate.mutate([b.brandId])}
                    aria-label={`Activate ${b.brand.amazonBrandName}`}
                  >
                    Activate
                  </Button>
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}
