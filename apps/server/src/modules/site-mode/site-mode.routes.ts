import { siteModeCalls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';

export const siteModeRoutes = [
  // GET common/site-mode: the web client says "demo" where sign-in and money go to built-in fakes
  defineRoute(siteModeCalls.getSiteMode, {
    handler: async ({ deps }) => ({
      marketplace: deps.config.MARKETPLACE_PROVIDER,
      payments: deps.config.PAYMENTS_PROVIDER,
      publicDemo: deps.config.PUBLIC_DEMO_SITE,
    }),
  }),
];
