import {
  exportReport,
  type TReportQuery,
  type TReportRole,
  type TReportTab,
  type TReportVariant,
} from '../../api/reports';
import { ProgressDownloadButton } from '../../components/progress-download-button';

export type ExportReportButtonProps = {
  portal: TReportRole;
  variant: TReportVariant;
  tab: TReportTab;
  query: TReportQuery;
  disabled: boolean;
};

/** Downloads the tab's rows of the current filters and sort as CSV, showing how far it got. */
export function ExportReportButton({ portal, variant, tab, query, disabled }: ExportReportButtonProps) {
  return (
    <ProgressDownloadButton
      label="Export CSV"
      busyLabel="Exporting"
      disabled={disabled}
      download={(onProgress) => exportReport(portal, variant, tab, query, onProgress)}
    />
  );
}
