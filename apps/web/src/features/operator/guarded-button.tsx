import { Button, type ButtonProps, Tooltip } from 'antd';

export type GuardedButtonProps = ButtonProps & {
  /** Why the button cannot be used now (a support operator, a run with problems); null when it can. */
  blockedBy: string | null;
};

/** A write button that is disabled with its reason on hover, rather than hidden, when it cannot run. */
export function GuardedButton({ blockedBy, ...button }: GuardedButtonProps) {
  if (!blockedBy) {
    return <Button {...button} />;
  }
  return (
    <Tooltip title={blockedBy}>
      <Button {...button} disabled />
    </Tooltip>
  );
}
