import { DashboardPage } from '../../dashboard/dashboard-page';
import { publisherChecklist } from './publisher-checklist';

/** /publisher/dashboard: the first-run checklist and shortcuts; statistics come with the reports. */
export function PublisherDashboardPage() {
  return (
    <DashboardPage
      portal="publisher"
      subtitle="Your next steps, and the way to your main screens."
      checklist={publisherChecklist}
      shortcuts={['catalogue', 'tracking-links', 'profile', 'referral']}
    />
  );
}
