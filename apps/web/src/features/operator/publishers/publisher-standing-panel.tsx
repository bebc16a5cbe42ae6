import {
  associateStatuses,
  maxOperatorNoteLength,
  publisherConsoleCalls,
  publisherReviewCalls,
  type TAssociateStatus,
  type TPublisherListItem,
} from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Flex, Input, Select, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useRefresh } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { formatDateTime } from '../../../lib/format';
import { supportReadOnlyHint, useCanWrite } from '../operator-role';
import { useWriteFailure } from '../use-write-failure';
import { associateTags } from './publisher-labels';

export type PublisherStandingPanelProps = { publisher: TPublisherListItem };

/** The operators' side of a publisher: its associate standing and their own note. */
export function PublisherStandingPanel({ publisher }: PublisherStandingPanelProps) {
  const { message } = App.useApp();
  const refreshReads = useRefresh();
  const canWrite = useCanWrite();
  const showFailure = useWriteFailure();
  const [note, setNote] = useState(publisher.note?.text ?? '');
  useEffect(() => setNote(publisher.note?.text ?? ''), [publisher.note?.text]);
  const refresh = () =>
    refreshReads(publisherReviewCalls.listPublishers, publisherReviewCalls.countPublishers);

  const associate = useMutation({
    mutationFn: (status: TAssociateStatus) =>
      callApi(publisherConsoleCalls.setPublisherAssociate, { body: { publisherId: publisher.id, status } }),
    onSuccess: (answer) => {
      void message.success(`Associate status: ${associateTags[answer.associateStatus].label}`);
      return refresh();
    },
    onError: showFailure,
  });
  const saveNote = useMutation({
    mutationFn: () =>
      callApi(publisherConsoleCalls.setPublisherNote, { body: { publisherId: publisher.id, note } }),
    onSuccess: (answer) => {
      void message.success(answer.note ? 'Note saved' : 'Note cleared');
      return refresh();
    },
    onError: showFailure,
  });
  const changed = note.trim() !== (publisher.note?.text ?? '');
  const hint = canWrite ? undefined : supportReadOnlyHint;

  return (
    <section aria-label="Operator standing">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Associate status
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        A blocked publisher makes no associate links and uploads no associate reports.
      </Typography.Paragraph>
      <Tooltip title={hint}>
        <Select<TAssociateStatus>
          aria-label="Associate status"
          value={publisher.associateStatus}
          disabled={!canWrite}
          loading={associate.isPending}
          style={{ width: 200 }}
          onChange={(status) => associate.mutate(status)}
          options={associateStatuses.map((status) => ({ value: status, label: associateTags[status].label }))}
        />
      </Tooltip>
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        Operators' note
      </Typography.Title>
      <Input.TextArea
        aria-label="Operators' note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={maxOperatorNoteLength}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        disabled={!canWrite}
        placeholder="Only operators read this note; the publisher never sees it."
      />
      <Flex gap={8} align="center" wrap justify="space-between" style={{ marginTop: 24 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {publisher.note
            ? `Saved ${formatDateTime(publisher.note.updatedAt)} by ${publisher.note.updatedBy ?? 'a former operator'}`
            : 'No note yet'}
        </Typography.Text>
        <Tooltip title={hint}>
          <Button
            type="primary"
            disabled={!canWrite || !changed}
            loading={saveNote.isPending}
            onClick={() => saveNote.mutate()}
          >
            Save note
          </Button>
        </Tooltip>
      </Flex>
    </section>
  );
}
