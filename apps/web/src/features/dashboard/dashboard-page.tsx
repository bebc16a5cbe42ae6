import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { PageHeader } from '../../components/page-header';
import { ChecklistCard } from './checklist-card';
import type { TChecklist } from './checklist-types';
import { ShortcutsCard } from './shortcuts-card';
import { StatisticsSection } from './statistics/statistics-section';
import type { TStatisticsRole } from './statistics/use-statistics';
import { useChecklist } from './use-checklist';

export type DashboardPageProps<K extends string> = {
  portal: TStatisticsRole;
  subtitle: string;
  checklist: TChecklist<K>;
  /** The areas the shortcuts offer, those built so far. */
  shortcuts: readonly string[];
};

/**
 * A portal's Dashboard: the first-run checklist leads until the account dismisses it, then a
 * setup link in the header opens it again; the marketplace's statistics and shortcuts below.
 */
export function DashboardPage<K extends string>({
  portal,
  subtitle,
  checklist,
  shortcuts,
}: DashboardPageProps<K>) {
  const { nextSteps, complete, markDone } = useChecklist(checklist);
  const [reopened, setReopened] = useState(false);
  const data = nextSteps.data;
  const dismissed = Boolean(data?.onboardingCompletedAt);

  const setupLink =
    data && dismissed ? (
      <Button
        icon={<UnorderedListOutlined />}
        aria-expanded={reopened}
        onClick={() => setReopened((open) => !open)}
      >
        {`Setup checklist: ${data.progress.done} of ${data.progress.total} done`}
      </Button>
    ) : null;

  let checklistCard = null;
  if (nextSteps.isLoading) {
    checklistCard = (
      <Card data-testid="checklist-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (!data) {
    checklistCard = (
      <LoadFailed what="your next steps" error={nextSteps.error} onRetry={() => void nextSteps.refetch()} />
    );
  } else if (data.steps.length > 0 && (!dismissed || reopened)) {
    checklistCard = (
      <ChecklistCard
        nextSteps={data}
        copy={checklist.steps}
        marking={markDone.isPending ? (markDone.variables ?? null) : null}
        onMarkDone={(key) => markDone.mutate(key)}
        completing={complete.isPending}
        onComplete={() => complete.mutate()}
        onClose={dismissed ? () => setReopened(false) : undefined}
      />
    );
  }

  return (
    <>
      <PageHeader title="Dashboard" subtitle={subtitle} extra={setupLink} />
      <Flex vertical gap={24}>
        {checklistCard}
        <StatisticsSection portal={portal} />
        <ShortcutsCard portal={portal} slugs={shortcuts} />
      </Flex>
    </>
  );
}
