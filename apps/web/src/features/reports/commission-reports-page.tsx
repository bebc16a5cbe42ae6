import { CommissionReports } from './commission-reports';

// The two portals' Commission reports screens (their areas load this module on first use).

export function SellerCommissionReportsPage() {
  return <CommissionReports portal="seller" />;
}

export function PublisherCommissionReportsPage() {
  return <CommissionReports portal="publisher" />;
}
