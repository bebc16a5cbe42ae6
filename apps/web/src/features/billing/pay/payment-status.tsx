import { sellerPaymentCalls as calls, type TPayment } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useEffect, useRef } from 'react';
import { useCall, useCallMutation, useRefresh } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { paymentCallOptions as quiet } from '../../../api/payments';
import { errorText } from '../../../components/server-error';
import { useSearchParams } from '../../../lib/use-search-params';
import { sellerBillingReads } from '../billing-reads';
import { providerNames } from './payment-quote';

const returnParams = [
  'paymentId',
  'requestId',
  'provider',
  'outcome',
  'token',
  'PayerID',
  'longId',
  'transactionId',
  'statusCode',
  'interactionCode',
];

/** The seller back from the provider: PayPal's approved order captured; Payoneer's checkout read back; a cancel booked. */
async function finishReturn(params: URLSearchParams): Promise<TPayment> {
  const requestId = params.get('requestId') ?? '';
  const paymentId = params.get('paymentId') ?? '';
  if (params.get('outcome') === 'approved' && params.get('provider') === 'paypal' && params.get('token')) {
    return callApi(calls.capturePayPalOrder, { body: { orderId: params.get('token') ?? '' } }, quiet);
  }
  if (params.get('outcome') === 'cancelled') {
    const payment = await callApi(calls.getMergeResult, { query: { requestId } }, quiet);
    return payment.status === 'created'
      ? callApi(calls.cancelPayment, { body: { paymentId } }, quiet)
      : payment;
  }
  // the pending check asks the provider and books what it says
  await callApi(calls.getPendingPayment, {}, quiet);
  return callApi(calls.getMergeResult, { query: { requestId } }, quiet);
}

/** What the seller reads back once the return is finished: ended, or still open at the provider. */
function outcomeOf(p: TPayment): { type: 'success' | 'info' | 'warning' | 'error'; text: string } {
  const name = providerNames[p.provider];
  switch (p.status) {
    case 'completed':
      return {
        type: 'success',
        text: `Payment received: ${p.billingIds.length > 1 ? 'the billings are' : 'the billing is'} paid`,
      };
    case 'capturing':
      return { type: 'info', text: `${name} is confirming the payment; this page shows it once booked` };
    case 'cancelled':
      return { type: 'warning', text: 'Payment cancelled: the billings can be paid again' };
    case 'failed':
      return { type: 'error', text: `The payment did not go through${p.error ? `: ${p.error}` : ''}` };
    default:
      // still open: the provider could not be asked just now; its notification books it
      return {
        type: 'info',
        text: `${name} has not confirmed the payment yet: once approved, it is booked as soon as ${name} tells us`,
      };
  }
}

/**
 * On the Billings page: the result of a return from PayPal or Payoneer (the capture, once), and
 * the payment in flight, if any (reconciled with its provider), with resume or wait.
 */
export function PaymentStatus() {
  const [params, setParams] = useSearchParams();
  const refresh = useRefresh();
  const returned = params.has('paymentId') && params.has('requestId');
  const finish = useMutation({
    mutationFn: () => finishReturn(params),
    onSettled: () => {
      // the list was loading while the payment was booked: read it again, not joined
      void refresh(...sellerBillingReads, calls.getPendingPayment);
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const name of returnParams) {
            next.delete(name);
          }
          return next;
        },
        { replace: true },
      );
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (returned && !started.current) {
      started.current = true;
      finish.mutate();
    }
  }, [returned, finish]);
  const pending = useCall(
    calls.getPendingPayment,
    {},
    {
      ...quiet,
      enabled: !finish.isPending && !returned,
      // a provider still processing: read again until it is booked (the message says this page updates)
      refetchInterval: (q) =>
        q.state.data?.action === 'wait' && q.state.data.payment?.provider !== 'bank_transfer' ? 3000 : false,
    },
  );
  const inFlightId = pending.data?.payment?.id;
  const lastInFlight = useRef(inFlightId);
  useEffect(() => {
    // the payment in flight was booked: its billings changed status
    if (lastInFlight.current && lastInFlight.current !== inFlightId) {
      void refresh(...sellerBillingReads);
    }
    lastInFlight.current = inFlightId;
  }, [inFlightId, refresh]);
  const cancel = useCallMutation(
    (paymentId: string) => callApi(calls.cancelPayment, { body: { paymentId } }, quiet),
    { refreshes: [...sellerBillingReads, calls.getPendingPayment] },
  );
  const result = finish.data ? outcomeOf(finish.data) : null;
  const inFlight = pending.data?.payment;
  return (
    <Flex vertical gap={12}>
      {finish.isPending && <Alert type="info" showIcon title="Finishing your payment…" />}
      {finish.error && <Alert type="error" showIcon title={errorText(finish.error)} closable />}
      {result && <Alert type={result.type} showIcon title={result.text} closable />}
      {inFlight && (
        <Alert
          type="info"
          showIcon
          title="A payment is in progress"
          description={
            pending.data?.action === 'approve'
              ? `Your ${providerNames[inFlight.provider]} payment waits for your approval.`
              : inFlight.provider === 'bank_transfer'
                ? `Your bank transfer (${inFlight.reference ?? ''}) waits for our confirmation that the money arrived.`
                : `${providerNames[inFlight.provider]} is processing it: please wait, this page updates.`
          }
          action={
            pending.data?.action === 'approve' && inFlight.approveUrl ? (
              <Flex gap={8} wrap>
                <Button type="primary" href={inFlight.approveUrl}>
                  Resume
                </Button>
                <Button loading={cancel.isPending} onClick={() => cancel.mutate(inFlight.id)}>
                  Cancel payment
                </Button>
              </Flex>
            ) : undefined
          }
        />
      )}
    </Flex>
  );
}
