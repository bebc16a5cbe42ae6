import { Alert, Button, Card, Divider, Flex, Progress, Typography } from 'antd';
import { Fragment } from 'react';
import { ChecklistStep } from './checklist-step';
import type { TNextStepsOf, TStepCopy } from './checklist-types';

export type ChecklistCardProps<K extends string> = {
  nextSteps: TNextStepsOf<K>;
  copy: Record<K, TStepCopy>;
  /** The step being marked done, while its call runs. */
  marking: K | null;
  onMarkDone: (key: K) => void;
  completing: boolean;
  onComplete: () => void;
  /** Set when the checklist was dismissed and opened again from the setup link: it closes instead. */
  onClose?: () => void;
};

/** The first-run checklist: progress, each step with its state and the way to do it, and dismissing it. */
export function ChecklistCard<K extends string>(props: ChecklistCardProps<K>) {
  const { nextSteps, copy, marking, onMarkDone, completing, onComplete, onClose } = props;
  const { done, total } = nextSteps.progress;
  const allDone = done === total;

  let footer = (
    <Button loading={completing} onClick={onComplete}>
      Hide the checklist
    </Button>
  );
  if (onClose) {
    footer = <Button onClick={onClose}>Close</Button>;
  } else if (allDone) {
    footer = (
      <Button type="primary" loading={completing} onClick={onComplete}>
        Finish setup
      </Button>
    );
  }

  return (
    <Card
      title="Set up your account"
      extra={<Typography.Text type="secondary">{`${done} of ${total} done`}</Typography.Text>}
      data-testid="checklist"
    >
      <Progress percent={total > 0 ? Math.round((done / total) * 100) : 100} aria-label="Setup progress" />
      {allDone && !onClose ? (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 16 }}
          title="Everything is set up"
          description="Finish setup to put the checklist away; the setup link at the top of the Dashboard brings it back."
        />
      ) : null}
      <div style={{ marginTop: 8 }}>
        {nextSteps.steps.map((step, index) => (
          <Fragment key={step.key}>
            {index > 0 ? <Divider style={{ margin: 0 }} /> : null}
            <ChecklistStep
              copy={copy[step.key]}
              state={step.state}
              reason={step.reason}
              href={step.href}
              marking={marking === step.key}
              onMarkDone={() => onMarkDone(step.key)}
            />
          </Fragment>
        ))}
      </div>
      <Divider style={{ margin: '0 0 16px' }} />
      <Flex gap={12} wrap align="center" justify="space-between">
        <Typography.Text type="secondary" style={{ flex: '1 1 240px' }}>
          {onClose
            ? 'Steps tick themselves as you do them.'
            : 'Steps tick themselves as you do them. Hide the checklist whenever you like: the setup link brings it back.'}
        </Typography.Text>
        {footer}
      </Flex>
    </Card>
  );
}
