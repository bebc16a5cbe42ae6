import { PayPalApiError, type TPayPalErrorBody, type TPayPalRest } from './paypal-rest';
import { decimalOf, minorOf, PaymentProviderError } from './provider-http';

// PayPal Payouts (payments_payouts_batch v1), as documented: a batch of EMAIL payouts created
// once per sender_batch_id, then read back item by item. Idempotency, two ways PayPal documents:
// the sender_batch_id doubles as PayPal-Request-Id, so a retry after a time-out or a crash gets
// the first answer again; and a sender_batch_id PayPal has seen in the last 30 days is refused
// with a link to the original batch, which this adapter reads, so the caller learns the batch
// even when it never stored PayPal's id.

export type TPayoutBatchItem = {
  senderItemId: string;
  receiverEmail: string;
  amountMinor: number;
  currency: string;
  note: string;
};

export type TPayPalPayoutItemState =
  | 'SUCCESS'
  | 'FAILED'
  | 'PENDING'
  | 'UNCLAIMED'
  | 'RETURNED'
  | 'ONHOLD'
  | 'BLOCKED'
  | 'REFUNDED'
  | 'REVERSED';

/**
 * A created batch, or PayPal's refusal of a sender_batch_id it has seen (`duplicate`): then
 * `payoutBatchId` is the original batch from PayPal's link, or null when PayPal gave none and the
 * caller must use the id it stored. Either way nothing was paid twice.
 */
export type TPayoutBatchCreated =
  | { duplicate: false; payoutBatchId: string; batchStatus: string }
  | { duplicate: true; payoutBatchId: string | null };

export type TPayPalPayoutItem = {
  senderItemId: string;
  payoutItemId: string;
  state: TPayPalPayoutItemState;
  amountMinor: number;
  currency: string;
  errorName: string | null;
  errorMessage: string | null;
};

export type TPayPalPayouts = {
  /** POST /v1/payments/payouts with `PayPal-Request-Id: <senderBatchId>`. */
  createBatch: (input: {
    senderBatchId: string;
    emailSubject: string;
    emailMessage: string;
    items: TPayoutBatchItem[];
  }) => Promise<TPayoutBatchCreated>;
  /** GET /v1/payments/payouts/{payout_batch_id}, every page: each item's state by senderItemId. */
  getBatch: (payoutBatchId: string) => Promise<{ batchStatus: string; items: TPayPalPayoutItem[] }>;
};

type TBatchAnswer = {
  total_pages?: number;
  batch_header: { payout_batch_id: string; batch_status: string };
  items?: {
    payout_item_id: string;
    transaction_status?: string;
    payout_item: { amount: { currency: string; value: string }; sender_item_id?: string };
    errors?: { name?: string; message?: string };
  }[];
};

const states = new Set<string>([
  'SUCCESS',
  'FAILED',
  'PENDING',
  'UNCLAIMED',
  'RETURNED',
  'ONHOLD',
  'BLOCKED',
  'REFUNDED',
  'REVERSED',
]);
/** PayPal's most items per page. */
const pageSize = 1000;

/** The original batch's id in PayPal's duplicate refusal, from its documented HATEOAS link. */
function duplicateOf(body: TPayPalErrorBody | null): { payoutBatchId: string | null } | null {
  const detail = body?.details?.find((d) => /sender_batch_id already exists/i.test(d.issue ?? ''));
  if (body?.name !== 'USER_BUSINESS_ERROR' || !detail) {
    return null;
  }
  const href = [...(detail.link ?? []), ...(body.links ?? [])].find((l) =>
    /\/v1\/payments\/payouts\/[^/?]+/.test(l.href ?? ''),
  )?.href;
  const id = href?.match(/\/v1\/payments\/payouts\/([^/?]+)/)?.[1];
  return { payoutBatchId: id ? decodeURIComponent(id) : null };
}

/** PayPal's refusal as a clear error: its name, message, the fields it names, and its debug_id. */
function clearError(error: unknown, what: string): unknown {
  if (!(error instanceof PayPalApiError) || !error.body?.name) {
    return error;
  }
  const b = error.body;
  const fields = (b.details ?? [])
    .map((d) => [d.field, d.issue ?? d.description].filter(Boolean).join(': '))
    .filter(Boolean);
  const message = [
    `PayPal refused to ${what}: ${b.name}${b.message ? ` (${b.message})` : ''}`,
    ...(fields.length > 0 ? [fields.join('; ')] : []),
    ...(b.debug_id ? [`debug_id ${b.debug_id}`] : []),
  ].join(' — ');
  return new PayPalApiError(error, b, message);
}

/** Minor units must be a positive whole number: a float would be sent as a wrong amount. */
function amountOf(item: TPayoutBatchItem): string {
  if (!Number.isSafeInteger(item.amountMinor) || item.amountMinor <= 0) {
    throw new Error(
      `payout item ${item.senderItemId}: amountMinor must be a positive whole number of minor units`,
    );
  }
  return decimalOf(item.amountMinor);
}

export function createPayPalPayouts(rest: TPayPalRest): TPayPalPayouts {
  return {
    async createBatch(input) {
      const body = {
        sender_batch_header: {
          sender_batch_id: input.senderBatchId,
          email_subject: input.emailSubject,
          email_message: input.emailMessage,
        },
        items: input.items.map((item) => ({
          recipient_type: 'EMAIL',
          receiver: item.receiverEmail,
          amount: { value: amountOf(item), currency: item.currency },
          note: item.note,
          sender_item_id: item.senderItemId,
        })),
      };
      try {
        const answer = await rest.request<TBatchAnswer>(
          'POST',
          '/v1/payments/payouts',
          body,
          input.senderBatchId,
        );
        const header = answer.batch_header;
        return { duplicate: false, payoutBatchId: header.payout_batch_id, batchStatus: header.batch_status };
      } catch (error) {
        const duplicate = error instanceof PayPalApiError ? duplicateOf(error.body) : null;
        if (duplicate) {
          return { duplicate: true, ...duplicate };
        }
        throw clearError(error, 'create the payout batch');
      }
    },

    async getBatch(payoutBatchId) {
      const items: TPayPalPayoutItem[] = [];
      let batchStatus = '';
      // PayPal pages a batch's items; every page is read so no item's state is missed
      for (let page = 1; ; page++) {
        const path = `/v1/payments/payouts/${encodeURIComponent(payoutBatchId)}?page_size=${pageSize}&page=${page}&total_required=true`;
        let answer: TBatchAnswer;
        try {
          answer = await rest.request<TBatchAnswer>('GET', path);
        } catch (error) {
          throw clearError(error, `read payout batch ${payoutBatchId}`);
        }
        batchStatus = answer.batch_header.batch_status;
        const pageItems = answer.items ?? [];
        for (const item of pageItems) {
          // an item PayPal has not processed yet may come without a status: it is pending
          const state = item.transaction_status ?? 'PENDING';
          if (!states.has(state)) {
            throw new PaymentProviderError(
              'unavailable',
              `PayPal answered an unknown payout item state ${state}`,
            );
          }
          items.push({
            senderItemId: item.payout_item.sender_item_id ?? '',
            payoutItemId: item.payout_item_id,
            state: state as TPayPalPayoutItemState,
            amountMinor: minorOf(item.payout_item.amount.value),
            currency: item.payout_item.amount.currency,
            errorName: item.errors?.name ?? null,
            errorMessage: item.errors?.message ?? null,
          });
        }
        const lastPage = answer.total_pages ?? (pageItems.length < pageSize ? page : page + 1);
        if (page >= lastPage || pageItems.length === 0) {
          return { batchStatus, items };
        }
      }
    },
  };
}
