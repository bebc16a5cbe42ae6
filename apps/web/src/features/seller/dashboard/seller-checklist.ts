import { onboardingCalls, type TSellerStepKey } from '@atlas/shared';
import { callQuery } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { completeAssociationStep } from '../../../api/seller-account';
import type { TChecklist } from '../../dashboard/checklist-types';

const associatedPublishers = 'Open Associated publishers';

/**
 * The seller's first-run checklist: the catalogue steps tick themselves; the association steps
 * explain how associates work, and the seller marks them done once read (spec 7.4's calls).
 */
export const sellerChecklist: TChecklist<TSellerStepKey> = {
  nextSteps: callQuery(onboardingCalls.getSellerNextSteps, {}),
  // Silent: the card shows a failed dismissal itself.
  complete: () => callApi(onboardingCalls.completeSellerOnboarding, {}, { silent: true }),
  steps: {
    connectMarketplace: {
      title: 'Connect your Amazon seller account',
      todo: 'Your brands and products are imported from it; we never change your listings.',
      done: 'Your Amazon seller account is connected.',
      action: 'Connect in Account',
    },
    importProducts: {
      title: 'Import your products',
      todo: 'Import your brands and products from Amazon, in every marketplace you sell in.',
      pending: 'Importing your catalogue from Amazon…',
      done: 'Your products are imported.',
      action: 'Open Account',
    },
    activateBrand: {
      title: 'Activate a brand',
      todo: 'Activating a brand puts its products in your product list, ready for commissions.',
      done: 'You have an active brand.',
      action: 'Open brands',
    },
    activateProduct: {
      title: 'Activate a product with a commission',
      todo: 'Set a commission on a product and make it active: active products are what publishers promote.',
      done: 'You have an active product with a commission.',
      action: 'Open products',
    },
    createDeal: {
      title: 'Create a deal',
      todo: 'A deal price or a discount for some days, optionally with an extra commission.',
      done: 'You have created a deal.',
      action: 'Open deals',
    },
    firstSale: {
      title: 'Get your first sale from a publisher',
      todo: "Publishers' links bring shoppers to your products; their orders appear the day after the marketplace reports them.",
      done: "Publishers' links have brought you orders.",
      action: 'Open Commission reports',
    },
    associate: {
      title: 'Learn about associate commissions',
      todo: 'Publishers with their own Amazon associates account can earn an extra "associate" commission from you, per brand or per publisher; it drives the associate reports.',
      done: 'You know how associate commissions work.',
      action: associatedPublishers,
      markDone: () => completeAssociationStep('associate'),
    },
    associatePublisher: {
      title: 'Associated publishers',
      todo: 'Associated publishers lists the publishers associated with your brands, by brand or by publisher, and sets their commissions one at a time or in batch.',
      done: 'You know where your associated publishers are.',
      action: associatedPublishers,
      markDone: () => completeAssociationStep('associatePublisher'),
    },
    associatePublisherDetail: {
      title: "An associated publisher's detail",
      todo: 'Open an associated publisher to see its commissions and their detail before you change them.',
      done: "You know where an associated publisher's detail is.",
      action: associatedPublishers,
      markDone: () => completeAssociationStep('associatePublisherDetail'),
    },
  },
};
