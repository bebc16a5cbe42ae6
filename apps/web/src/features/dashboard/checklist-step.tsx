import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  EditOutlined,
  MinusCircleOutlined,
} from '@ant-design/icons';
import type { TNextStepState } from '@atlas/shared';
import { Button, Flex, Tag, Typography, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { TStepCopy } from './checklist-types';

const stateTags: Record<TNextStepState, { color: string; label: string }> = {
  todo: { color: 'default', label: 'To do' },
  started: { color: 'purple', label: 'To finish' },
  pending: { color: 'blue', label: 'In progress' },
  rejected: { color: 'red', label: 'Not approved' },
  done: { color: 'green', label: 'Done' },
};

function StateIcon({ state }: { state: TNextStepState }) {
  const { token } = theme.useToken();
  const style = { fontSize: 20, marginTop: 2 };
  switch (state) {
    case 'done':
      return <CheckCircleFilled aria-hidden style={{ ...style, color: token.colorSuccess }} />;
    case 'rejected':
      return <CloseCircleFilled aria-hidden style={{ ...style, color: token.colorError }} />;
    case 'pending':
      return <ClockCircleOutlined aria-hidden style={{ ...style, color: token.colorPrimary }} />;
    case 'started':
      return <EditOutlined aria-hidden style={{ ...style, color: token.colorWarning }} />;
    default:
      return <MinusCircleOutlined aria-hidden style={{ ...style, color: token.colorTextTertiary }} />;
  }
}

export type ChecklistStepProps = {
  copy: TStepCopy;
  state: TNextStepState;
  reason: string | null;
  href: string;
  marking: boolean;
  onMarkDone: () => void;
};

/** One step: its state, what it asks or what was decided, and the way to do it. */
export function ChecklistStep({ copy, state, reason, href, marking, onMarkDone }: ChecklistStepProps) {
  const text = {
    todo: copy.todo,
    started: copy.started ?? copy.todo,
    pending: copy.pending ?? copy.todo,
    rejected: copy.rejected ?? copy.todo,
    done: copy.done,
  }[state];
  const navigate = useNavigate();
  const tag = stateTags[state];
  const canMark = copy.markDone !== undefined && state !== 'done';
  return (
    <Flex gap={12} align="flex-start" style={{ padding: '12px 0' }} data-testid="checklist-step">
      <StateIcon state={state} />
      <Flex gap={12} wrap justify="space-between" style={{ flex: 1, minWidth: 0 }}>
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Flex gap={8} wrap align="center">
            <Typography.Text strong>{copy.title}</Typography.Text>
            <Tag color={tag.color} style={{ marginInlineEnd: 0 }}>
              {tag.label}
            </Tag>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {text}
          </Typography.Paragraph>
          {reason ? (
            <Typography.Paragraph type="danger" style={{ margin: '4px 0 0' }}>
              {state === 'rejected' ? `Reason: ${reason}` : reason}
            </Typography.Paragraph>
          ) : null}
        </div>
        {state === 'done' ? null : (
          <Flex gap={8} wrap align="center">
            {canMark ? (
              <Button type="primary" loading={marking} onClick={onMarkDone}>
                Mark as done
              </Button>
            ) : null}
            <Button onClick={() => navigate(href)}>{copy.action}</Button>
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
