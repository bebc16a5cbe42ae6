import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import {
  exportReport,
  type TReportQuery,
  type TReportRole,
  type TReportTab,
  type TReportVariant,
} from '../../api/reports';
import { useFileAction } from '../../components/use-file-action';
import { formatNumber } from '../../lib/format';

export type ExportReportButtonProps = {
  portal: TReportRole;
  variant: TReportVariant;
  tab: TReportTab;
  query: TReportQuery;
  disabled: boolean;
};

type TProgress = { received: number; total: number | null };

/** What has arrived so far: a percentage when the size is known, else the kilobytes. */
const progressText = ({ received, total }: TProgress) =>
  total
    ? `${Math.min(100, Math.floor((received * 100) / total))}%`
    : `${formatNumber(Math.ceil(received / 1024))} KB`;

/** Downloads the tab's rows of the current filters and sort as CSV, showing how far it got. */
export function ExportReportButton({ portal, variant, tab, query, disabled }: ExportReportButtonProps) {
  const files = useFileAction();
  const [progress, setProgress] = useState<TProgress | null>(null);
  const running = files.running === 'export';
  const run = () => {
    setProgress({ received: 0, total: null });
    void files
      .run('export', () =>
        exportReport(portal, variant, tab, query, (received, total) => setProgress({ received, total })),
      )
      .finally(() => setProgress(null));
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      disabled={disabled}
      loading={running}
      onClick={run}
      aria-live="polite"
    >
      {running && progress ? `Exporting… ${progressText(progress)}` : 'Export CSV'}
    </Button>
  );
}
