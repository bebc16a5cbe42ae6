import { DashboardPage } from '../../dashboard/dashboard-page';
import { sellerChecklist } from './seller-checklist';

/** /seller/dashboard: the statistics, the first-run checklist and shortcuts. */
export function SellerDashboardPage() {
  return (
    <DashboardPage
      portal="seller"
      subtitle="Your figures, your next steps and the way to your main screens."
      checklist={sellerChecklist}
      shortcuts={['products', 'deals', 'commission-reports', 'account', 'referral']}
    />
  );
}
