import { DashboardPage } from '../../dashboard/dashboard-page';
import { publisherChecklist } from './publisher-checklist';

/** /publisher/dashboard: the statistics, the first-run checklist and shortcuts. */
export function PublisherDashboardPage() {
  return (
    <DashboardPage
      portal="publisher"
      subtitle="Your figures, your next steps and the way to your main screens."
      checklist={publisherChecklist}
      shortcuts={['catalogue', 'tracking-links', 'commission-reports', 'profile', 'referral']}
    />
  );
}
