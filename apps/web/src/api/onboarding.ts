import { onboardingCalls } from '@atlas/shared';
import { callApi } from './http';

// The Dashboards' checklists. Reads toast their failures (the page also offers a retry);
// dismissing the checklist is silent because the card shows its failure itself.

export const getPublisherNextSteps = () => callApi(onboardingCalls.getPublisherNextSteps, {});

export const completePublisherOnboarding = () =>
  callApi(onboardingCalls.completePublisherOnboarding, {}, { silent: true });

// Account-wide: the checklist sends no marketplace, so a step done in any marketplace is done.
export const getSellerNextSteps = () => callApi(onboardingCalls.getSellerNextSteps, {});

export const completeSellerOnboarding = () =>
  callApi(onboardingCalls.completeSellerOnboarding, {}, { silent: true });
