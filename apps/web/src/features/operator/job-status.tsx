import { Tag, Typography } from 'antd';

export type TJobStatusTag = { color: string; label: string };

export type JobStatusProps = { tag: TJobStatusTag; error?: string | null };

/** A console job's status (an attribution run, a month close): its tag, and its error if it failed. */
export function JobStatus({ tag, error }: JobStatusProps) {
  return (
    <>
      <Tag color={tag.color}>{tag.label}</Tag>
      {error ? (
        <Typography.Text type="danger" style={{ display: 'block', maxWidth: 360 }}>
          {error}
        </Typography.Text>
      ) : null}
    </>
  );
}

/** "Asked by": who started the job. */
export const jobRequester = (requestedBy: string, scheduleLabel: string) =>
  requestedBy === 'schedule' ? scheduleLabel : requestedBy === 'demo' ? 'Demo data' : 'Operator';
