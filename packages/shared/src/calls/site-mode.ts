import { defineCall } from '../call';
import { ZSiteModeSchema } from '../site-mode';

export const siteModeCalls = {
  // GET common/site-mode (ours): demo marketplace, payment sandboxes, public demo site
  getSiteMode: defineCall({
    api: 'user',
    method: 'GET',
    path: 'common/site-mode',
    roles: ['public'],
    summary: 'Whether sign-in and payments go to the built-in demo marketplace and sandboxes',
    response: ZSiteModeSchema,
  }),
};
