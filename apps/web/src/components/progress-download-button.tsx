import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { TDownloadProgress } from '../api/download';
import { formatNumber } from '../lib/format';
import { useFileAction } from './use-file-action';

type TProgress = { received: number; total: number | null };

/** What has arrived so far: a percentage when the size is known, else the kilobytes. */
const progressText = ({ received, total }: TProgress) =>
  total
    ? `${Math.min(100, Math.floor((received * 100) / total))}%`
    : `${formatNumber(Math.ceil(received / 1024))} KB`;

export type ProgressDownloadButtonProps = {
  label: string;
  /** What the button says while the file arrives (default: the label). */
  busyLabel?: string;
  /** Downloads the file, telling how far it got; answers the saved file's name. */
  download: (onProgress: TDownloadProgress) => Promise<string>;
  disabled?: boolean;
  type?: 'primary' | 'default';
};

/** A download button that shows how far its file got while it arrives. */
export function ProgressDownloadButton({
  label,
  busyLabel = label,
  download,
  disabled,
  type,
}: ProgressDownloadButtonProps) {
  const files = useFileAction();
  const [progress, setProgress] = useState<TProgress | null>(null);
  const running = files.running === 'download';
  const run = () => {
    setProgress({ received: 0, total: null });
    void files
      .run('download', () => download((received, total) => setProgress({ received, total })))
      .finally(() => setProgress(null));
  };
  return (
    <Button
      type={type}
      icon={<DownloadOutlined />}
      disabled={disabled}
      loading={running}
      onClick={run}
      aria-live="polite"
    >
      {running && progress ? `${busyLabel}… ${progressText(progress)}` : label}
    </Button>
  );
}
