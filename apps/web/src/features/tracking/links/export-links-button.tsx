import { DownloadOutlined } from '@ant-design/icons';
import type { TLinkListQuery } from '@atlas/shared';
import { Button } from 'antd';
import { downloadCall } from '../../../api/download';
import { useFileAction } from '../../../components/use-file-action';
import { linkListCalls } from './link-list-calls';
import type { TLinkKind } from './links-params';

export type ExportLinksButtonProps = { kind: TLinkKind; query: TLinkListQuery; disabled: boolean };

/** Downloads a tab's links of the current filters as CSV, and says so. */
export function ExportLinksButton({ kind, query, disabled }: ExportLinksButtonProps) {
  const files = useFileAction();
  return (
    <Button
      icon={<DownloadOutlined />}
      disabled={disabled}
      loading={files.running === kind}
      onClick={() =>
        void files.run(kind, () => downloadCall(linkListCalls[kind].exportFile, { query }, { silent: true }))
      }
    >
      Export CSV
    </Button>
  );
}
