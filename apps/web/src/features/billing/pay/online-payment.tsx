import { sellerPaymentCalls, type TOnlineProvider, type TPayment, type TSellerBilling } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useCall } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { createPayoneerPayment, paymentCallOptions as quiet } from '../../../api/payments';
import { DemoNote } from '../../../components/demo-note';
import { errorText } from '../../../components/server-error';
import { PaymentQuote, providerNames, usePaymentQuote } from './payment-quote';

export type OnlinePaymentProps = {
  billings: TSellerBilling[];
  provider: TOnlineProvider;
  requestId: string;
};

/** Off to the provider's page (PayPal's or Payoneer's, or the built-in sandbox's). */
const leaveFor = (url: string) => window.location.assign(url);

/**
 * PayPal or Payoneer: the quote, then "Continue to …". One billing: its order at once; several:
 * a merged payment, accepted at once and its order made in the background, polled until its
 * approve URL is there. The amount sent back is the one shown, so a total that moved is refused.
 */
export function OnlinePayment({ billings, provider, requestId }: OnlinePaymentProps) {
  const ids = billings.map((b) => b.id);
  const quote = usePaymentQuote(provider, ids);
  const [merging, setMerging] = useState(false);
  const start = useMutation({
    mutationFn: async (): Promise<TPayment | null> => {
      const amountMinor = quote.data?.amountMinor ?? 0;
      if (ids.length > 1) {
        await callApi(
          sellerPaymentCalls.mergePayment,
          { body: { billingIds: ids, provider, amountMinor, requestId } },
          quiet,
        );
        setMerging(true);
        return null;
      }
      return provider === 'paypal'
        ? callApi(
            sellerPaymentCalls.createPayPalOrder,
            { body: { billingIds: ids, amountMinor, requestId } },
            quiet,
          )
        : createPayoneerPayment({ billingIds: ids, amountMinor, requestId });
    },
    onSuccess: (payment) => payment?.approveUrl && leaveFor(payment.approveUrl),
  });
  const merge = useCall(
    sellerPaymentCalls.getMergeResult,
    { query: { requestId } },
    {
      ...quiet,
      enabled: merging,
      refetchInterval: (q) => (q.state.data && q.state.data.status !== 'queued' ? false : 1000),
    },
  );
  const approveUrl = merge.data?.status === 'created' ? merge.data.approveUrl : null;
  useEffect(() => {
    if (approveUrl) {
      leaveFor(approveUrl);
    }
  }, [approveUrl]);
  // on the way to the provider's page: the button stays busy, a second click has nothing to do
  const leaving = Boolean(start.data?.approveUrl || approveUrl);
  const failed =
    start.data?.status === 'failed' ? start.data : merge.data?.status === 'failed' ? merge.data : null;
  const name = providerNames[provider];
  return (
    <Flex vertical gap={12}>
      <DemoNote about="payments" />
      <PaymentQuote quote={quote} provider={provider} countryCode={billings[0]?.countryCode ?? 'US'} />
      {merging && !failed && (
        <div role="status">
          <Typography.Text>Preparing your merged payment with {name}…</Typography.Text>
          <Progress percent={approveUrl ? 100 : 50} status="active" showInfo={false} />
        </div>
      )}
      {start.error && <Alert type="error" showIcon title={errorText(start.error)} />}
      {failed && (
        <Alert
          type="error"
          showIcon
          title={`${name} could not take this payment`}
          description={failed.error}
        />
      )}
      <Button
        type="primary"
        size="large"
        disabled={!quote.data || merging || leaving}
        loading={start.isPending || leaving || (merging && !failed)}
        onClick={() => start.mutate()}
      >
        Continue to {name}
      </Button>
    </Flex>
  );
}
