import type { TOnlineProvider, TPaymentQuote } from '@atlas/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Skeleton } from 'antd';
import { paymentQuote } from '../../../api/payments';
import { errorText } from '../../../components/server-error';
import { formatMoney } from '../../../lib/format';

export const providerNames = {
  paypal: 'PayPal',
  payoneer: 'Payoneer',
  bank_transfer: 'Bank transfer',
} as const;

/** The quote of paying these billings with a provider, read again whenever either changes. */
export function usePaymentQuote(provider: TOnlineProvider | null, billingIds: string[]) {
  return useQuery({
    ...paymentQuote(provider ?? 'paypal', billingIds),
    enabled: provider !== null && billingIds.length > 0,
  });
}

/** Amount, the provider's fee and what the seller is charged: shown before paying. */
export function PaymentQuote(props: {
  quote: ReturnType<typeof usePaymentQuote>;
  provider: TOnlineProvider;
  countryCode: string;
}) {
  const { quote, provider, countryCode } = props;
  if (quote.error) {
    return (
      <Alert
        type="error"
        showIcon
        title="The amount could not be worked out"
        description={errorText(quote.error)}
      />
    );
  }
  const q: TPaymentQuote | undefined = quote.data;
  if (!q) {
    return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  }
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'amount', label: 'Billings total', children: formatMoney(q.amountMinor, countryCode) },
        {
          key: 'fee',
          label: `${providerNames[provider]} fee`,
          children: formatMoney(q.feeMinor, countryCode),
        },
        {
          key: 'charge',
          label: 'You pay',
          children: <strong data-testid="payment-charge">{formatMoney(q.chargeMinor, countryCode)}</strong>,
        },
      ]}
    />
  );
}
