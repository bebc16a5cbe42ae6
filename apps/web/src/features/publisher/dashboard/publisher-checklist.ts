import { onboardingCalls, type TPublisherStepKey } from '@atlas/shared';
import { callQuery } from '../../../api/calls';
import { callApi } from '../../../api/http';
import type { TChecklist } from '../../dashboard/checklist-types';

const paymentTab = 'Open Payment and tax';

/** The publisher's first-run checklist: what the review and the first payout need. */
export const publisherChecklist: TChecklist<TPublisherStepKey> = {
  nextSteps: callQuery(onboardingCalls.getPublisherNextSteps, {}),
  // Silent: the card shows a failed dismissal itself.
  complete: () => callApi(onboardingCalls.completePublisherOnboarding, {}, { silent: true }),
  steps: {
    profile: {
      title: 'Fill in your profile',
      todo: 'Say where you promote, which categories and how you reach your audience: it is what the review reads.',
      done: 'Your profile says what you promote, where and how.',
      action: 'Open your profile',
    },
    taxForm: {
      title: 'Send your tax form',
      todo: 'Fill in the W-9, W-8BEN or W-8BEN-E that fits you, then upload the form you signed as a PDF.',
      started: 'Your tax details are saved: upload the signed form as a PDF to finish.',
      done: 'Your tax form and its signed PDF are in.',
      action: paymentTab,
    },
    bankDetails: {
      title: 'Add your bank details',
      todo: 'The account your earnings are paid to.',
      done: 'Your bank details are saved.',
      action: paymentTab,
    },
    accountReview: {
      title: 'Get your account approved',
      todo: 'The Affiliate Atlas team reviews your profile before the catalogue and links open.',
      pending: 'The Affiliate Atlas team is reviewing your account; we e-mail you when it is decided.',
      rejected: 'Fix what the reason names and save your profile: saving sends it back for review.',
      done: 'Your account is approved.',
      action: 'Open your profile',
    },
    bankReview: {
      title: 'Get your bank details approved',
      todo: 'Add your bank details first; we check them before your first payout.',
      pending: 'We are checking your bank details before your first payout.',
      rejected: 'Correct your bank details and save them: saving sends them back for review.',
      done: 'Your bank details are approved for payouts.',
      action: paymentTab,
    },
    trafficSource: {
      title: 'Add a traffic source',
      todo: 'Your website, channel or newsletter, with its audience: links and reports can then say where clicks came from.',
      done: 'Your traffic sources are saved.',
      action: 'Open Traffic sources',
    },
    trackingId: {
      title: 'Create a tracking id',
      todo: 'One per channel or campaign, so your reports tell them apart.',
      done: 'You have a tracking id.',
      action: 'Open Tracking ids',
    },
    firstLink: {
      title: 'Make your first link',
      todo: 'Press Get link on a product or brand of the catalogue, then share the short link.',
      done: 'You have made tracking links.',
      action: 'Open the Catalogue',
    },
    firstConversion: {
      title: 'Earn your first commission',
      todo: 'Share your links: an order a shopper places after a click appears the day after the marketplace reports it.',
      done: 'Your links have brought orders.',
      action: 'Open Commission reports',
    },
  },
};
