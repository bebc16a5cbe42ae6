import type { TPaymentProvider, TSellerBilling } from '@atlas/shared';
import { Alert, Flex, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { BankTransferForm } from './bank-transfer-form';
import { OnlinePayment } from './online-payment';
import { providerNames } from './payment-quote';

export type PayModalProps = {
  /** The billings to pay (unpaid, one currency); null when closed. */
  billings: TSellerBilling[] | null;
  onClose: () => void;
};

/** Paying one or several billings: the provider, its fee before paying, and on to it. */
export function PayModal({ billings, onClose }: PayModalProps) {
  const count = billings?.length ?? 0;
  return (
    <Modal
      title={count > 1 ? `Pay ${count} billings together` : 'Pay billing'}
      open={count > 0}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {billings && billings.length > 0 && <PayChoice billings={billings} onClose={onClose} />}
    </Modal>
  );
}

function PayChoice({ billings, onClose }: { billings: TSellerBilling[]; onClose: () => void }) {
  const [provider, setProvider] = useState<TPaymentProvider>('paypal');
  // one per opening: a double click or a retry finds the same payment
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const currencies = new Set(billings.map((b) => b.currency));
  if (currencies.size > 1) {
    return (
      <Alert
        type="warning"
        showIcon
        title="Choose billings of one currency"
        description={`These billings are in ${[...currencies].sort().join(' and ')}: a payment covers one currency.`}
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      <Typography.Text>{billings.map((b) => b.invoiceLabel).join(', ')}</Typography.Text>
      <Radio.Group
        aria-label="Payment method"
        optionType="button"
        value={provider}
        onChange={(e) => {
          setProvider(e.target.value as TPaymentProvider);
          setRequestId(crypto.randomUUID());
        }}
        options={(['paypal', 'payoneer', 'bank_transfer'] as const).map((p) => ({
          value: p,
          label: providerNames[p],
        }))}
      />
      {provider === 'bank_transfer' ? (
        <BankTransferForm billings={billings} requestId={requestId} onDone={onClose} />
      ) : (
        <OnlinePayment key={provider} billings={billings} provider={provider} requestId={requestId} />
      )}
    </Flex>
  );
}
