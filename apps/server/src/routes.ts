import { apiKeyRoutes } from './modules/api-keys/api-keys.routes';
import { openApiRoutes } from './modules/api-keys/open-api.routes';
import { associateReportRoutes } from './modules/associates/associate-reports.routes';
import { associatedPublisherRoutes } from './modules/associates/associated-publishers.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { passwordRoutes } from './modules/auth/password.routes';
import { billingCloseRoutes } from './modules/billing/billing-close.routes';
import { publisherBillingRoutes } from './modules/billing/publisher-billings.routes';
import { statementReviewRoutes } from './modules/billing/publisher-statement-review.routes';
import { sellerBillingRoutes } from './modules/billing/seller-billings.routes';
import { publisherCampaignRoutes } from './modules/campaigns/publisher-campaigns.routes';
import { sellerCampaignRoutes } from './modules/campaigns/seller-campaigns.routes';
import { brandRoutes } from './modules/catalog/brands.routes';
import { productRoutes } from './modules/catalog/products.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { commissionReportRoutes } from './modules/commission-reports/commission-reports.routes';
import { commissionRoutes } from './modules/commissions/commissions.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { attributionRoutes } from './modules/conversions/attribution.routes';
import { cooperateRoutes } from './modules/cooperate/cooperate.routes';
import { cooperateLinkRoutes } from './modules/cooperate/cooperate-links.routes';
import { dashboardRoutes } from './modules/dashboards/dashboards.routes';
import { dealRoutes } from './modules/deals/deals.routes';
import { delegationRoutes } from './modules/delegation/delegation.routes';
import { imRoutes } from './modules/im/im.routes';
import { imageRoutes } from './modules/images/images.routes';
import { marketplaceAuthRoutes } from './modules/marketplace-auth/marketplace-auth.routes';
import { inboxRoutes } from './modules/messages/inbox.routes';
import { messageRoutes } from './modules/messages/messages.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { operatorAuthRoutes } from './modules/operator/operator-auth.routes';
import { operatorRoutes } from './modules/operators/operators.routes';
import { bankTransferRoutes } from './modules/payments/bank-transfers.routes';
import { paymentWebhookRoutes } from './modules/payments/payment-webhooks.routes';
import { sellerPaymentRoutes } from './modules/payments/seller-payments.routes';
import { payoutRoutes } from './modules/payouts/payouts.routes';
import { placementBrowseRoutes, placementRoutes } from './modules/placements/placements.routes';
import { publisherConsoleRoutes } from './modules/publishers/publisher-console.routes';
import { publisherPaymentRoutes } from './modules/publishers/publisher-payment.routes';
import { publisherProfileRoutes } from './modules/publishers/publisher-profile.routes';
import { publisherReviewRoutes } from './modules/publishers/publisher-review.routes';
import { referralRoutes } from './modules/referral/referral.routes';
import { publisherReportRoutes } from './modules/reports/publisher-reports.routes';
import { reportSearchRoutes } from './modules/reports/report-search.routes';
import { sellerReportRoutes } from './modules/reports/seller-reports.routes';
import { sellerConsoleRoutes } from './modules/seller-console/seller-console.routes';
import { sellerRoutes } from './modules/sellers/sellers.routes';
import { siteModeRoutes } from './modules/site-mode/site-mode.routes';
import { associateLinkRoutes } from './modules/tracking/associate-links.routes';
import { linkRoutes } from './modules/tracking/links.routes';
import { sourceRoutes } from './modules/tracking/sources.routes';
import { trackingIdRoutes } from './modules/tracking/tracking-ids.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import type { TAnyRoute } from './platform/route';

/** The whole route table: what is served, documented and checked by the route-table test. */
export const routeTable: readonly TAnyRoute[] = [
  ...authRoutes,
  ...passwordRoutes,
  ...payoutRoutes,
  ...referralRoutes,
  ...operatorAuthRoutes,
  ...operatorRoutes,
  ...apiKeyRoutes,
  ...delegationRoutes,
  ...openApiRoutes,
  ...marketplaceAuthRoutes,
  ...contactRoutes,
  ...imRoutes,
  ...commissionRoutes,
  ...commissionReportRoutes,
  ...dealRoutes,
  ...sellerRoutes,
  ...sellerConsoleRoutes,
  ...brandRoutes,
  ...productRoutes,
  ...uploadRoutes,
  ...imageRoutes,
  ...siteModeRoutes,
  ...publisherProfileRoutes,
  ...catalogueRoutes,
  ...publisherPaymentRoutes,
  ...publisherReviewRoutes,
  ...publisherConsoleRoutes,
  ...attributionRoutes,
  ...billingCloseRoutes,
  ...sellerBillingRoutes,
  ...onboardingRoutes,
  ...dashboardRoutes,
  ...linkRoutes,
  ...associateLinkRoutes,
  ...cooperateLinkRoutes,
  ...trackingIdRoutes,
  ...sourceRoutes,
  ...cooperateRoutes,
  ...associateReportRoutes,
  ...associatedPublisherRoutes,
  ...sellerReportRoutes,
  ...publisherReportRoutes,
  ...reportSearchRoutes,
  ...placementRoutes,
  ...placementBrowseRoutes,
  ...sellerCampaignRoutes,
  ...publisherCampaignRoutes,
  ...messageRoutes,
  ...inboxRoutes,
  ...sellerPaymentRoutes,
  ...bankTransferRoutes,
  ...paymentWebhookRoutes,
  ...publisherBillingRoutes,
  ...statementReviewRoutes,
];
