import { payoutCalls, type TPayoutRunDetail } from '@atlas/shared';
import { App, Flex } from 'antd';
import { useCallMutation } from '../../../api/calls';
import { payoutMoney } from '../../payouts/payout-labels';
import { GuardedButton } from '../guarded-button';
import { supportReadOnlyHint, useCanWrite } from '../operator-role';
import { useWriteFailure } from '../use-write-failure';
import { payoutRunReads } from './payout-reads';
import { publishersCount } from './payout-run-labels';

export type PayoutRunActionsProps = { run: TPayoutRunDetail };

/**
 * PayPal payouts of an approved run: those not in a bank file. ACH and SEPA payouts are all in
 * one, returned ones included, so the rest went to PayPal.
 */
export function paypalPayouts(run: TPayoutRunDetail): number {
  const handedOver = (run.counts.sent ?? 0) + (run.counts.paid ?? 0) + (run.counts.failed ?? 0);
  return handedOver - run.files.reduce((sum, file) => sum + file.payouts, 0);
}

/** A run's writes: approve or discard it in review; ask PayPal for its answers once approved. */
export function PayoutRunActions({ run }: PayoutRunActionsProps) {
  const { message, modal } = App.useApp();
  const canWrite = useCanWrite();
  const showFailure = useWriteFailure();
  const params = { runId: run.id };
  const write = { silent: true, refreshes: payoutRunReads, onError: showFailure };
  const approve = useCallMutation(payoutCalls.approvePayoutRun, {
    ...write,
    onSuccess: () => void message.success('Run approved: the bank files are ready and PayPal payouts sent'),
  });
  const discard = useCallMutation(payoutCalls.discardPayoutRun, {
    ...write,
    onSuccess: () => void message.success('Run discarded: every balance rolls over to the next run'),
  });
  const refresh = useCallMutation(payoutCalls.refreshPayoutRun, {
    ...write,
    onSuccess: ({ paid, failed }) =>
      void message.info(
        paid + failed === 0 ? 'PayPal has nothing new' : `PayPal: ${paid} more paid, ${failed} failed`,
      ),
  });
  const readOnly = canWrite ? null : supportReadOnlyHint;

  if (run.status === 'approved') {
    return paypalPayouts(run) > 0 ? (
      <GuardedButton
        blockedBy={readOnly}
        loading={refresh.isPending}
        onClick={() => refresh.mutate({ params })}
      >
        Refresh PayPal statuses
      </GuardedButton>
    ) : null;
  }
  if (run.status !== 'review') {
    return null;
  }
  const included = run.counts.included ?? 0;
  // the server refuses these too; the button says why before the operator asks
  const approveBlock =
    readOnly ??
    (run.approvalProblems.length > 0
      ? 'Solve the problems above first'
      : included === 0
        ? 'No payout is included'
        : null);

  // Approval pays people and cannot be undone: it is asked once more, naming what it pays.
  // The dialog's OK waits on the call, so a second click cannot approve twice.
  const confirmApprove = () =>
    modal.confirm({
      title: `Pay ${publishersCount(included)} ${payoutMoney(run.totalMinor, run.currency)}?`,
      content: 'Approving writes the bank files and sends the PayPal payouts; it cannot be undone.',
      okText: 'Approve and pay',
      cancelText: 'Cancel',
      onOk: () => approve.mutateAsync({ params }).catch(() => undefined),
    });
  const confirmDiscard = () =>
    modal.confirm({
      title: 'Discard this run?',
      content: 'No one is paid; every balance rolls over to the next run.',
      okText: 'Discard the run',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: () => discard.mutateAsync({ params }).catch(() => undefined),
    });

  return (
    <Flex gap={8} wrap>
      <GuardedButton
        type="primary"
        blockedBy={approveBlock}
        loading={approve.isPending}
        onClick={confirmApprove}
      >
        Approve
      </GuardedButton>
      <GuardedButton danger blockedBy={readOnly} loading={discard.isPending} onClick={confirmDiscard}>
        Discard
      </GuardedButton>
    </Flex>
  );
}
