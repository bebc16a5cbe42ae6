import { maxOperatorNoteLength, type TCommissionReportRow } from '@atlas/shared';
import { Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { capitalize, formatDate, formatDateTime } from '../../../lib/format';

export type ReportNoteModalProps = {
  row: TCommissionReportRow | null;
  saving: boolean;
  onSave: (note: string) => void;
  onClose: () => void;
};

/** The operators' note on one conversion row; saving it empty deletes it. */
export function ReportNoteModal({ row, saving, onSave, onClose }: ReportNoteModalProps) {
  const [note, setNote] = useState('');
  useEffect(() => setNote(row?.note?.text ?? ''), [row]);
  return (
    <Modal
      open={row !== null}
      title="Note on this row"
      okText="Save note"
      confirmLoading={saving}
      onOk={() => onSave(note)}
      onCancel={onClose}
      destroyOnHidden
    >
      {row ? (
        <>
          <Typography.Paragraph type="secondary">
            {formatDate(row.day)} · {row.asin} · {capitalize(row.kind)} · {row.publisher.name}. The note stays
            with this day's row when the marketplace's data is imported again; save it empty to delete it.
          </Typography.Paragraph>
          <Input.TextArea
            aria-label="Note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={maxOperatorNoteLength}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
          {row.note ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Last saved {formatDateTime(row.note.updatedAt)} by {row.note.updatedBy ?? 'a former operator'}
            </Typography.Text>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
