import type { TDeps } from '../../platform/deps';
import type { TMail } from '../../platform/mailer';

// The publisher review e-mails: what was decided and, for a rejection, what to fix.

type TRecipient = { email: string; name: string };

const portalLink = (deps: TDeps, page: string) => `${deps.config.publicBaseUrl.replace(/\/+$/, '')}/${page}`;

export function publisherReviewMail(
  deps: TDeps,
  publisher: TRecipient,
  status: 'approved' | 'rejected',
  reason: string | null,
): TMail {
  const product = deps.config.PRODUCT_NAME;
  if (status === 'approved') {
    return {
      to: publisher.email,
      subject: `Your ${product} publisher profile is approved`,
      kind: 'publisher_review',
      text: [
        `Hello ${publisher.name},`,
        '',
        `Your publisher profile is approved: the catalogue is open to you, and you can create tracking links.`,
        '',
        portalLink(deps, 'publisher/dashboard'),
      ].join('\n'),
    };
  }
  return {
    to: publisher.email,
    subject: `Your ${product} publisher profile needs a change`,
    kind: 'publisher_review',
    text: [
      `Hello ${publisher.name},`,
      '',
      'Our team could not approve your publisher profile yet, for this reason:',
      '',
      reason ?? '',
      '',
      'Update your profile and it goes back to review at once:',
      '',
      portalLink(deps, 'publisher/profile'),
    ].join('\n'),
  };
}

export function publisherBankReviewMail(
  deps: TDeps,
  publisher: TRecipient,
  status: 'approved' | 'rejected',
  reason: string | null,
): TMail {
  const product = deps.config.PRODUCT_NAME;
  const lines =
    status === 'approved'
      ? ['Your bank details are approved: your earnings will be paid to this account.']
      : [
          'Our team could not approve your bank details, for this reason:',
          '',
          reason ?? '',
          '',
          'Correct them in your profile and they go back to review at once:',
        ];
  return {
    to: publisher.email,
    subject:
      status === 'approved'
        ? `Your ${product} bank details are approved`
        : `Your ${product} bank details need a change`,
    kind: 'publisher_bank_review',
    text: [`Hello ${publisher.name},`, '', ...lines, '', portalLink(deps, 'publisher/profile')].join('\n'),
  };
}
