import { payoutRunDayOfMonth } from '@atlas/shared';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { GuardedButton } from '../guarded-button';
import { supportReadOnlyHint, useCanWrite } from '../operator-role';
import { AchReturnsModal } from './ach-returns-modal';
import { PayoutRunDetail } from './payout-run-detail';
import { PayoutRunsCard } from './payout-runs-card';
import { PayoutSettingsDrawer } from './payout-settings-drawer';
import { RunNowModal } from './run-now-modal';
import { TaxYearModal } from './tax-year-modal';
import { usePayoutParams } from './use-payout-params';

type TDialog = 'run-now' | 'ach-returns' | 'tax-year' | 'settings' | null;

/**
 * Payouts (issue 33): the runs that pay publishers, one open at a time (`?run=`), and the
 * section's tools: run now, the bank's ACH returns, the tax year export and the settings.
 */
export function OperatorPayoutsPage() {
  const nav = usePayoutParams();
  const canWrite = useCanWrite();
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);
  const readOnly = canWrite ? null : supportReadOnlyHint;
  return (
    <>
      <PageHeader
        title="Payouts"
        subtitle={`Each marketplace's run is made on the ${payoutRunDayOfMonth}th for review; nobody is paid until it is approved.`}
        extra={
          <Flex gap={8} wrap>
            <GuardedButton type="primary" blockedBy={readOnly} onClick={() => setDialog('run-now')}>
              Run now
            </GuardedButton>
            <GuardedButton blockedBy={readOnly} onClick={() => setDialog('ach-returns')}>
              ACH returns
            </GuardedButton>
            <Button onClick={() => setDialog('tax-year')}>Tax year export</Button>
            <Button onClick={() => setDialog('settings')}>Settings</Button>
          </Flex>
        }
      />
      {nav.runId ? <PayoutRunDetail key={nav.runId} nav={nav} /> : <PayoutRunsCard nav={nav} />}
      <RunNowModal
        open={dialog === 'run-now'}
        onClose={close}
        onCreated={(runId) => {
          close();
          nav.openRun(runId);
        }}
      />
      <AchReturnsModal open={dialog === 'ach-returns'} onClose={close} />
      <TaxYearModal open={dialog === 'tax-year'} onClose={close} />
      <PayoutSettingsDrawer open={dialog === 'settings'} onClose={close} />
    </>
  );
}
