import { campaignInvoiceLabel, type TCampaignStatus } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import type { TMail } from '../../platform/mailer';
import { moneyText } from './campaign-view';
import type { TCampaignRecord } from './campaigns.repository';

// The e-mails of a campaign's moves the other side must act on or know of: a new application
// and a suspension or confirmation go to the publisher; an acceptance, a decline and a
// completion go to the seller. Each links to the campaign in the recipient's portal.

type TNotice = {
  to: 'seller' | 'publisher';
  subject: (c: TCampaignRecord) => string;
  lines: (c: TCampaignRecord) => string[];
};

const price = (r: TCampaignRecord) => moneyText(r.campaign.priceMinor, r.campaign.currency);
const on = (r: TCampaignRecord) => `"${r.campaign.placementTitle}" (${r.campaign.countryCode}, ${price(r)})`;

const notices: Partial<Record<TCampaignStatus, TNotice>> = {
  applied: {
    to: 'publisher',
    subject: (r) => `New campaign application from ${r.sellerName}`,
    lines: (r) => [
      `${r.sellerName} applied to your placement ${on(r)} for the brand ${r.campaign.brandName}.`,
      'Accept or decline it:',
    ],
  },
  accepted: {
    to: 'seller',
    subject: (r) => `${r.publisherName} accepted your campaign`,
    lines: (r) => [
      `${r.publisherName} accepted your campaign on ${on(r)}. The tracking links follow when the campaign starts.`,
      'Follow it here:',
    ],
  },
  declined: {
    to: 'seller',
    subject: (r) => `${r.publisherName} declined your campaign`,
    lines: (r) => [
      `${r.publisherName} declined your campaign on ${on(r)}.`,
      `Reason: ${r.campaign.declineReason ?? ''}`,
      'See it here:',
    ],
  },
  completed: {
    to: 'seller',
    subject: (r) => `${r.publisherName} completed your campaign: please confirm`,
    lines: (r) => [
      `${r.publisherName} completed your campaign on ${on(r)} and sent proof:`,
      ...r.campaign.proofLinks.map((link) => `- ${link}`),
      'Check it and confirm completion:',
    ],
  },
  suspended: {
    to: 'publisher',
    subject: (r) => `${r.sellerName} suspended a campaign`,
    lines: (r) => [
      `${r.sellerName} suspended the campaign on ${on(r)}. Nothing more is needed from you.`,
      'See it here:',
    ],
  },
  confirmed: {
    to: 'publisher',
    subject: (r) => `${r.sellerName} confirmed your campaign`,
    lines: (r) => [
      `${r.sellerName} confirmed the completion of the campaign on ${on(r)} (invoice ${campaignInvoiceLabel(r.campaign.invoiceNumber ?? 0)}).`,
      "It counts in this month's Campaign Commissions statement.",
      'See it here:',
    ],
  },
};

/** The e-mail of the move to `status`, or null when that move needs none. */
export function campaignNotice(deps: TDeps, record: TCampaignRecord, status: TCampaignStatus): TMail | null {
  const notice = notices[status];
  if (!notice) {
    return null;
  }
  const base = deps.config.publicBaseUrl.replace(/\/+$/, '');
  const name = notice.to === 'seller' ? record.sellerName : record.publisherName;
  return {
    to: notice.to === 'seller' ? record.sellerEmail : record.publisherEmail,
    subject: notice.subject(record),
    kind: `campaign_${status}`,
    text: [
      `Hello ${name},`,
      '',
      ...notice.lines(record),
      '',
      `${base}/${notice.to}/campaigns?campaign=${encodeURIComponent(record.campaign.id)}`,
      '',
      `${deps.config.PRODUCT_NAME}`,
    ].join('\n'),
  };
}

/** Queues the move's e-mail, if it has one (the outbox keeps it; delivery never fails the call). */
export async function sendCampaignNotice(deps: TDeps, record: TCampaignRecord, status: TCampaignStatus) {
  const mail = campaignNotice(deps, record, status);
  if (mail) {
    await deps.mailer.send(mail);
  }
}
