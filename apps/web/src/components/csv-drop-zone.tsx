import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';

export type CsvDropZoneProps = { label: string; busy: boolean; onFile: (file: File) => void };

/** Where a seller drops a CSV; the file goes to `onFile` and is never uploaded by antd itself. */
export function CsvDropZone({ label, busy, onFile }: CsvDropZoneProps) {
  return (
    <Upload.Dragger
      accept=".csv,.txt,text/csv"
      multiple={false}
      showUploadList={false}
      disabled={busy}
      beforeUpload={(file) => {
        onFile(file);
        return false;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{label}</p>
      <p className="ant-upload-hint">CSV saved as UTF-8 or Unicode text (UTF-16)</p>
    </Upload.Dragger>
  );
}
