// The payouts sandbox's check of a create-batch body, by PayPal's published Payouts schema
// (payments_payouts_batch v1): what PayPal refuses with VALIDATION_ERROR, the sandbox refuses
// too, each problem named by its field as PayPal names it (`items[2].amount.value`). The sandbox
// pays EMAIL receivers only, the one recipient type the product uses.

export type TPayoutRequestItem = {
  senderItemId: string | null;
  receiver: string;
  value: string;
  currency: string;
  note: string | null;
};

export type TPayoutRequest = {
  senderBatchId: string;
  emailSubject: string | null;
  emailMessage: string | null;
  items: TPayoutRequestItem[];
};

export type TValidationDetail = { field: string; location: 'body' | 'query'; issue: string };

type TObject = Record<string, unknown>;

/** The documented limits: sender_batch_id 256, subject 255, message 1000, 1..15000 items. */
const limits = {
  senderBatchId: 256,
  emailSubject: 255,
  emailMessage: 1000,
  items: 15_000,
  receiver: 127,
  note: 4000,
  senderItemId: 63,
};

const isObject = (value: unknown): value is TObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A decimal with exactly two places: how every currency the product pays in is written. */
const twoDecimals = /^\d{1,10}\.\d{2}$/;

/** The body as a payout request, or every problem PayPal would name. */
export function readPayoutRequest(
  body: unknown,
): { request: TPayoutRequest } | { details: TValidationDetail[] } {
  const details: TValidationDetail[] = [];
  const problem = (field: string, issue: string) => details.push({ field, location: 'body', issue });
  /** An optional string field within its length, or null. */
  const text = (from: TObject, key: string, field: string, max: number) => {
    const value = from[key];
    if (value === undefined || value === null) {
      return null;
    }
    if (typeof value !== 'string' || value.length > max) {
      problem(field, `Must be a string of at most ${max} characters`);
      return null;
    }
    return value;
  };

  const root = isObject(body) ? body : {};
  const header = isObject(root.sender_batch_header) ? root.sender_batch_header : null;
  if (!header) {
    problem('sender_batch_header', 'Required field is missing');
  }
  const h = header ?? {};
  const senderBatchId = text(
    h,
    'sender_batch_id',
    'sender_batch_header.sender_batch_id',
    limits.senderBatchId,
  );
  if (header && (h.sender_batch_id === undefined || h.sender_batch_id === null || h.sender_batch_id === '')) {
    problem('sender_batch_header.sender_batch_id', 'Required field is missing');
  }
  const emailSubject = text(h, 'email_subject', 'sender_batch_header.email_subject', limits.emailSubject);
  const emailMessage = text(h, 'email_message', 'sender_batch_header.email_message', limits.emailMessage);

  const list = Array.isArray(root.items) ? (root.items as unknown[]) : null;
  if (!list || list.length < 1 || list.length > limits.items) {
    problem('items', `Must hold 1 to ${limits.items} payout items`);
  }
  const items = (list ?? []).slice(0, limits.items).map((raw, i): TPayoutRequestItem => {
    const at = `items[${i}]`;
    const item = isObject(raw) ? raw : {};
    // an item's own recipient_type wins over the header's, as PayPal documents
    const recipientType = item.recipient_type ?? h.recipient_type;
    if (recipientType !== 'EMAIL') {
      problem(`${at}.recipient_type`, 'Recipient type must be EMAIL (the only type this sandbox pays)');
    }
    const receiver = text(item, 'receiver', `${at}.receiver`, limits.receiver);
    if (!receiver || !email.test(receiver)) {
      problem(`${at}.receiver`, 'Receiver is invalid or does not match with type');
    }
    const amount = isObject(item.amount) ? item.amount : {};
    const value = typeof amount.value === 'string' ? amount.value : '';
    if (!twoDecimals.test(value) || /^0+\.00$/.test(value)) {
      problem(`${at}.amount.value`, 'Must be a positive amount written as a string with 2 decimals');
    }
    const currency = typeof amount.currency === 'string' ? amount.currency : '';
    if (!/^[A-Z]{3}$/.test(currency)) {
      problem(`${at}.amount.currency`, 'Must be a three-letter ISO-4217 currency code');
    }
    return {
      senderItemId: text(item, 'sender_item_id', `${at}.sender_item_id`, limits.senderItemId),
      receiver: receiver ?? '',
      value,
      currency,
      note: text(item, 'note', `${at}.note`, limits.note),
    };
  });

  if (details.length > 0 || !senderBatchId) {
    return { details };
  }
  return { request: { senderBatchId, emailSubject, emailMessage, items } };
}
