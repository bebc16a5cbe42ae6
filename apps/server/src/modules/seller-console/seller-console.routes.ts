import { sellerConsoleCalls as calls } from '@atlas/shared';
import type { TAuditSpec } from '../../platform/audit';
import { csvContentType, sendFile } from '../../platform/export';
import { defineRoute } from '../../platform/route';
import {
  accountSnapshot,
  getCampaignAgg30d,
  getConsoleSellerDetails,
  listConsoleSellers,
  searchConsoleBrands,
  searchConsoleSellers,
  searchSellersByAsin,
  updateUserDetails,
} from './seller-console.service';
import { exportCampaignAgg30d, exportConsoleSellers } from './seller-console-export';

/** The audit log's view of an account an operator edits, named by the path's id. */
const accountAudit: TAuditSpec = {
  target: ({ params }) => (params as { userType?: string } | undefined)?.userType ?? 'user',
  id: ({ params }) => (params as { id?: string } | undefined)?.id,
  snapshot: accountSnapshot,
};

export const sellerConsoleRoutes = [
  // GET seller/list
  defineRoute(calls.listConsoleSellers, { handler: ({ deps, query }) => listConsoleSellers(deps, query) }),
  // GET seller/search
  defineRoute(calls.searchConsoleSellers, {
    handler: ({ deps, query }) => searchConsoleSellers(deps, query.keyword),
  }),
  // GET seller/searchAsin?asin=
  defineRoute(calls.searchSellersByAsin, {
    handler: ({ deps, query }) => searchSellersByAsin(deps, query.asin),
  }),
  // GET seller/details?sellerId=
  defineRoute(calls.getConsoleSellerDetails, {
    handler: ({ deps, query }) => getConsoleSellerDetails(deps, query.sellerId),
  }),
  // GET seller/report/campaign-agg-30d
  defineRoute(calls.getCampaignAgg30d, { handler: ({ deps, query }) => getCampaignAgg30d(deps, query) }),
  // EXPORT seller/report/campaign-agg-30d/export
  defineRoute(calls.exportCampaignAgg30d, {
    handler: async ({ deps, query, reply }) => {
      const { platform, ...filter } = query;
      const file = await exportCampaignAgg30d(deps, filter, platform);
      return sendFile(reply, file.fileName, csvContentType, file.stream);
    },
  }),
  // EXPORT seller/export
  defineRoute(calls.exportConsoleSellers, {
    handler: async ({ deps, query, reply }) => {
      const { platform, ...filter } = query;
      const file = await exportConsoleSellers(deps, filter, platform);
      return sendFile(reply, file.fileName, csvContentType, file.stream);
    },
  }),
  // GET brand/search
  defineRoute(calls.searchConsoleBrands, { handler: ({ deps, query }) => searchConsoleBrands(deps, query) }),
  // PUT {userType}/details/{id}
  defineRoute(calls.updateUserDetails, {
    audit: accountAudit,
    handler: ({ deps, params, body }) => updateUserDetails(deps, params, body),
  }),
];
