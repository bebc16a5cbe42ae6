import { DashboardPage } from '../../dashboard/dashboard-page';
import { sellerChecklist } from './seller-checklist';

/** /seller/dashboard: the first-run checklist and shortcuts; statistics come with the reports. */
export function SellerDashboardPage() {
  return (
    <DashboardPage
      portal="seller"
      subtitle="Your next steps, and the way to your main screens."
      checklist={sellerChecklist}
      shortcuts={['products', 'deals', 'account', 'referral']}
    />
  );
}
