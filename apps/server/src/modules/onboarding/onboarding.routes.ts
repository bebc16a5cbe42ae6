import { onboardingCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { completePublisherOnboarding, getPublisherNextSteps } from './publisher-onboarding.service';
import { completeSellerOnboarding, getSellerNextSteps } from './seller-onboarding.service';

export const onboardingRoutes = [
  // GET publisher/dashboard/next/steps: the publisher's checklist, each step ticked by what it did
  defineRoute(calls.getPublisherNextSteps, {
    handler: ({ deps, actor }) => getPublisherNextSteps(deps, actor),
  }),
  // POST publisher/onboardingCompleted: the dashboard stops leading with the checklist
  defineRoute(calls.completePublisherOnboarding, {
    handler: ({ deps, actor }) => completePublisherOnboarding(deps, actor),
  }),
  // GET seller/dashboard/next/steps: the seller's checklist, each step ticked by what it did
  defineRoute(calls.getSellerNextSteps, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, query }) => getSellerNextSteps(deps, actor, query),
  }),
  // POST seller/onboardingCompleted: the dashboard stops leading with the checklist
  defineRoute(calls.completeSellerOnboarding, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor }) => completeSellerOnboarding(deps, actor),
  }),
];
