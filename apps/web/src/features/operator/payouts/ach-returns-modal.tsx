import { InboxOutlined } from '@ant-design/icons';
import { payoutCalls, type TAchReturnResult, ZAchReturnFileRequestSchema } from '@atlas/shared';
import { Alert, Button, Modal, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useCallMutation } from '../../../api/calls';
import { StatusPanel } from '../../../components/status-panel';
import { formatCount } from '../../../lib/format';
import { writeFailureText } from '../use-write-failure';
import { payoutRunReads } from './payout-reads';

export type AchReturnsModalProps = { open: boolean; onClose: () => void };

/**
 * The bank's ACH return file: read as text in the browser (NACHA is plain text), checked with
 * the contract's rules, then sent. Each returned entry's payout fails and is payable again.
 */
export function AchReturnsModal({ open, onClose }: AchReturnsModalProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const upload = useCallMutation(payoutCalls.uploadAchReturns, { silent: true, refreshes: payoutRunReads });
  const read = async (file: File) => {
    setRefused(null);
    upload.reset();
    const checked = ZAchReturnFileRequestSchema.safeParse({ text: await file.text() });
    if (!checked.success) {
      setRefused(checked.error.issues[0]?.message ?? 'This is not an ACH return file');
      return;
    }
    upload.mutate({ body: checked.data });
  };
  const failure = refused ?? (upload.error ? writeFailureText(upload.error) : null);
  const reset = () => {
    setRefused(null);
    upload.reset();
  };
  return (
    <Modal
      title="ACH returns"
      open={open}
      onCancel={upload.isPending ? undefined : onClose}
      afterOpenChange={(visible) => (visible ? undefined : reset())}
      destroyOnHidden
      footer={
        <Button type={upload.data ? 'primary' : 'default'} onClick={onClose} disabled={upload.isPending}>
          {upload.data ? 'Done' : 'Cancel'}
        </Button>
      }
    >
      {upload.data ? (
        <AchReturnResult result={upload.data} onAnother={reset} />
      ) : (
        <Spin spinning={upload.isPending} description="Applying the returns…">
          <Typography.Paragraph type="secondary">
            The return file from your bank (NACHA). Uploading the same file twice returns nothing twice.
          </Typography.Paragraph>
          <Upload.Dragger
            accept=".txt,.ach,.ret,.dat,text/plain"
            multiple={false}
            showUploadList={false}
            disabled={upload.isPending}
            beforeUpload={(file) => {
              void read(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">Choose the ACH return file</p>
          </Upload.Dragger>
          {failure ? (
            <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 16 }} />
          ) : null}
        </Spin>
      )}
    </Modal>
  );
}

function AchReturnResult({ result, onAnother }: { result: TAchReturnResult; onAnother: () => void }) {
  const { returned, alreadyReturned, unknownTraces } = result;
  return (
    <StatusPanel
      status={unknownTraces.length > 0 ? 'warning' : 'success'}
      title={`${formatCount(returned, 'payout')} returned`}
      subTitle={
        <>
          {returned > 0 ? 'Each is failed and its amount payable again. ' : ''}
          {alreadyReturned > 0
            ? `${formatCount(alreadyReturned, 'entry', 'entries')} already returned by an earlier upload. `
            : ''}
          {unknownTraces.length > 0 ? (
            <>
              {formatCount(unknownTraces.length, 'trace number')} match no payout of ours:{' '}
              <Typography.Text code>{unknownTraces.join(', ')}</Typography.Text>
            </>
          ) : null}
        </>
      }
      extra={<Button onClick={onAnother}>Upload another file</Button>}
    />
  );
}
