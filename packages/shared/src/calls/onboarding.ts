import { defineCall } from '../call';
import {
  ZOnboardingCompletedSchema,
  ZPublisherNextStepsSchema,
  ZSellerNextStepsQuerySchema,
  ZSellerNextStepsSchema,
} from '../onboarding';

export const onboardingCalls = {
  // GET publisher/dashboard/next/steps: the publisher's checklist, each step ticked by what it did
  getPublisherNextSteps: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/dashboard/next/steps',
    roles: ['publisher'],
    summary: "The publisher's next steps: profile, tax form, bank details and their reviews",
    response: ZPublisherNextStepsSchema,
  }),
  // POST publisher/onboardingCompleted: the dashboard stops leading with the checklist
  completePublisherOnboarding: defineCall({
    api: 'user',
    method: 'POST',
    path: 'publisher/onboardingCompleted',
    roles: ['publisher'],
    summary: 'Mark the publisher onboarding completed (the first time is kept)',
    response: ZOnboardingCompletedSchema,
  }),
  // GET seller/dashboard/next/steps: the seller's checklist, each step ticked by what it did
  getSellerNextSteps: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/dashboard/next/steps',
    roles: ['seller'],
    summary: "The seller's next steps: connection, import, brand, product, deal and the association steps",
    query: ZSellerNextStepsQuerySchema,
    response: ZSellerNextStepsSchema,
  }),
  // POST seller/onboardingCompleted: the dashboard stops leading with the checklist
  completeSellerOnboarding: defineCall({
    api: 'user',
    method: 'POST',
    path: 'seller/onboardingCompleted',
    roles: ['seller'],
    summary: 'Mark the seller onboarding completed (the first time is kept)',
    response: ZOnboardingCompletedSchema,
  }),
};
