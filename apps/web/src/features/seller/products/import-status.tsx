import { CloudDownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Tooltip, Typography } from 'antd';
import { errorText } from '../../../components/server-error';
import { formatDate, formatNumber } from '../../../lib/format';
import { useCatalogImport } from './use-catalog-import';

const time = (iso: string) => `${formatDate(iso)} ${new Date(iso).toTimeString().slice(0, 5)}`;

export type ImportStatusProps = { connected: boolean };

/** "Updated …" with Refetch, a progress bar while an import runs, and why the last one failed. */
export function ImportStatus({ connected }: ImportStatusProps) {
  const { latest, run, running, start } = useCatalogImport();
  const percent = run && run.total > 0 ? Math.floor((run.processed / run.total) * 100) : 0;
  const button = (
    <Button
      icon={<CloudDownloadOutlined />}
      loading={start.isPending || running}
      disabled={!connected}
      onClick={() => start.mutate()}
    >
      {running ? 'Importing…' : 'Refetch from Amazon'}
    </Button>
  );

  return (
    <Flex vertical align="flex-end" gap={8} style={{ minWidth: 260 }} data-testid="import-status">
      <Flex align="center" gap={12}>
        <Typography.Text type="secondary">
          {latest.data?.latestUpdateTime ? `Updated ${time(latest.data.latestUpdateTime)}` : 'Never imported'}
        </Typography.Text>
        {connected ? (
          button
        ) : (
          <Tooltip title="Connect your Amazon account in Account first">{button}</Tooltip>
        )}
      </Flex>
      {running && run ? (
        <Flex vertical style={{ width: 260 }} role="status">
          <Progress percent={percent} size="small" status="active" />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {run.total > 0
              ? `Imported ${formatNumber(run.processed)} of ${formatNumber(run.total)} items`
              : 'Asking Amazon for your catalogue…'}
          </Typography.Text>
        </Flex>
      ) : null}
      {start.error ? <Alert type="error" showIcon title={errorText(start.error)} role="alert" /> : null}
      {!running && run?.status === 'failed' ? (
        <Alert
          type="warning"
          showIcon
          title="The last import failed"
          description={run.error}
          style={{ maxWidth: 420 }}
        />
      ) : null}
    </Flex>
  );
}
