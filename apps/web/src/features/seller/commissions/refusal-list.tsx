import { Typography } from 'antd';
import { fieldErrors } from '../../../api/http';
import { errorText } from '../../../components/server-error';

export type RefusalListProps = { error: unknown; max?: number };

/** Why the server refused a selection: one line per refused product, at most `max` of them. */
export function RefusalList({ error, max = 8 }: RefusalListProps) {
  const reasons = [...new Set(fieldErrors(error).flatMap((field) => field.errors))];
  if (reasons.length === 0) {
    return <Typography.Paragraph>{errorText(error)}</Typography.Paragraph>;
  }
  return (
    <ul style={{ paddingInlineStart: 20, margin: 0 }}>
      {reasons.slice(0, max).map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
      {reasons.length > max ? <li>and {reasons.length - max} more</li> : null}
    </ul>
  );
}
