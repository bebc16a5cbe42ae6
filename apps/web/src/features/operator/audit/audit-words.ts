import { displayDay, displayMonth } from '@atlas/shared';
import { formatDateTime } from '../../../lib/format';

// The audit log in words: what an operator did, to which kind of record, and the values it kept.
// The server names an entry by its route (`PUT publisher/review`) and its record kind
// (`commission_report`); these tables say them as people do, and anything not in them still
// reads as words.

/** Every audited operator write or export, by `METHOD path` as the server writes it. */
const actionWords: Record<string, string> = {
  'POST users': 'Added an operator',
  'PATCH users/{id}': 'Edited an operator',
  'POST users/{id}/enable': 'Enabled an operator',
  'POST users/{id}/disable': 'Disabled an operator',
  'PUT publisher/review': 'Reviewed a publisher',
  'PUT publisher/bank/review': "Reviewed a publisher's bank details",
  'PUT publisher/associate': "Set a publisher's associate status",
  'PUT publisher/note': 'Noted a publisher',
  'GET publisher/export': 'Exported the publishers',
  'PUT {userType}/details/{id}': "Edited an account's details",
  'GET seller/export': 'Exported the sellers',
  'GET seller/report/campaign-agg-30d/export': 'Exported the 30-day campaign report',
  'PATCH commission/reports/note/{id}': 'Noted a commission report row',
  'GET commission/reports/export': 'Exported the commission reports',
  'POST attribution/run': 'Imported attribution days again',
  'POST finance/billing/close': 'Closed a month',
  'POST finance/payments/transfers/{paymentId}/confirm': 'Confirmed a bank transfer',
  'POST finance/payments/transfers/{paymentId}/reject': 'Rejected a bank transfer',
  'POST finance/publisher/statements/{billingId}/confirm': "Confirmed a statement's payment",
  'POST finance/publisher/statements/{billingId}/reject': "Rejected a statement's payment",
  'GET finance/seller/billings/details/all-items/export': 'Exported every billing item',
  'POST messages/send': 'Answered a conversation',
  'POST messages/conversations/{id}/close': 'Closed a conversation',
  'POST messages/upload': 'Attached a file to a conversation',
};

/** The kinds of record the log names (the audit specs' targets, or a path's first part). */
const targetWords: Record<string, string> = {
  operator: 'Operator',
  publisher: 'Publisher',
  seller: 'Seller',
  partner: 'Partner',
  user: 'Account',
  commission_report: 'Commission report row',
  commission: 'Commission reports',
  attribution: 'Attribution import',
  'billing-close': 'Month close',
  conversation: 'Conversation',
  messages: 'Conversation',
  payment: 'Bank transfer',
  'publisher-billing': 'Publisher statement',
  finance: 'Billing',
};

/** An unknown route's method as a past-tense verb. */
const methodVerbs: Record<string, string> = {
  GET: 'Downloaded',
  POST: 'Sent',
  PUT: 'Changed',
  PATCH: 'Changed',
  DELETE: 'Deleted',
};

export const emptyValue = '--';

/** 'campaign-agg_30dReport' → 'campaign agg 30d report': a code's words in lower case. */
function codeWords(code: string): string {
  return code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-./]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What an entry did, e.g. 'Reviewed a publisher' for 'PUT publisher/review'. A route not in the
 * table reads as its method's verb and its path's words ('DELETE seller/product/deal/{id}' →
 * 'Deleted seller product deal'); a POST export twin reads as its GET.
 */
export function auditActionWords(action: string): string {
  const known = actionWords[action] ?? actionWords[action.replace(/^POST (.*\/export)$/, 'GET $1')];
  if (known) {
    return known;
  }
  const route = /^([A-Z]+)\s+(.*)$/.exec(action.trim());
  if (!route) {
    return sentence(codeWords(action)) || emptyValue;
  }
  const [, method = '', path = ''] = route;
  const words = codeWords(path.replace(/\{[^}]*\}/g, ' '));
  const verb = methodVerbs[method] ?? sentence(method.toLowerCase());
  return words ? `${verb} ${words}` : verb;
}

/** The kind of record, e.g. 'Commission report row' for 'commission_report'. */
export function auditTargetWords(targetType: string): string {
  return targetWords[targetType] ?? (sentence(codeWords(targetType)) || emptyValue);
}

/** A record's field name, e.g. 'Review status' for 'reviewStatus'. */
export function auditFieldWords(key: string): string {
  return sentence(codeWords(key)) || key;
}

/**
 * A value the log kept, as people read it: empty as '--', yes or no, days and moments with dots,
 * codes such as `not_verified` as 'Not verified'; names, ids, e-mails and notes as written.
 */
export function auditValueWords(value: unknown): string {
  if (value === null || value === undefined || value === '') {
    return emptyValue;
  }
  if (typeof value === 'boolean') {
    return value ? 'Yes' : 'No';
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? String(value) : emptyValue;
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? emptyValue : value.map(auditValueWords).join(', ');
  }
  if (typeof value !== 'string') {
    return JSON.stringify(value);
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) {
    return formatDateTime(value);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return displayDay(value);
  }
  if (/^\d{4}-\d{2}$/.test(value)) {
    return displayMonth(value);
  }
  if (/^[a-z]+(?:[_-][a-z]+)*$/.test(value)) {
    return sentence(codeWords(value));
  }
  return value;
}
