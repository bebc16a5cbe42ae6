import { DownloadOutlined } from '@ant-design/icons';
import { commissionCalls, type TCountryCode } from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Button, Drawer, Empty, Typography } from 'antd';
import { useState } from 'react';
import { useCall } from '../../../api/calls';
import { downloadCall } from '../../../api/download';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { errorText } from '../../../components/server-error';
import { historyColumns } from './history-columns';

export type CommissionHistoryDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** One product's history; without it, every product's in the marketplace. */
  product?: { id: string; asin: string; title: string } | null;
  countryCode?: TCountryCode;
};

const pageSize = 20;

/** Every commission and status change, newest first: who, when, how, old → new; with export. */
export function CommissionHistoryDrawer({
  open,
  onClose,
  product,
  countryCode,
}: CommissionHistoryDrawerProps) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const filter = product ? { id: product.id } : { countryCode };
  // Silent: the drawer shows a failure with a retry.
  const history = useCall(
    commissionCalls.listCommissionHistory,
    { query: { ...filter, page, pageSize } },
    {
      silent: true,
      enabled: open,
      placeholderData: keepPreviousData,
    },
  );

  const runExport = async () => {
    setExporting(true);
    try {
      await downloadCall(
        commissionCalls.exportCommissionHistory,
        { query: filter },
        { platform: 'seller', silent: true },
      );
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(visible) => (visible ? undefined : setPage(1))}
      size={product ? 760 : 960}
      title={
        product ? (
          <>
            Commission history
            <Typography.Text
              type="secondary"
              style={{ display: 'block', fontWeight: 'normal', fontSize: 13 }}
            >
              {product.title} · {product.asin}
            </Typography.Text>
          </>
        ) : (
          `Commission history${countryCode ? ` · ${countryCode}` : ''}`
        )
      }
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          disabled={!history.data?.total}
          onClick={() => void runExport()}
        >
          Export CSV
        </Button>
      }
    >
      {history.error ? (
        <LoadFailed
          what="the commission history"
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <ListTable
          rowKey="id"
          size="middle"
          columns={historyColumns(!product)}
          dataSource={history.data?.items ?? []}
          loading={history.isFetching}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  product
                    ? 'No change yet: this product never had a commission set.'
                    : 'No commission or status change yet.'
                }
              />
            ),
          }}
          pagination={{
            current: page,
            pageSize,
            total: history.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
            showTotal: (total) => `${total} change${total === 1 ? '' : 's'}`,
          }}
        />
      )}
    </Drawer>
  );
}
