import { bankFieldsFor, type TPublisherBank } from '@atlas/shared';
import { Alert, Button, Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { bankFieldText, bankValuesOf } from './bank-fields';
import { BankForm } from './bank-form';
import { countryName } from './country-names';
import { useBankInformation } from './use-publisher-profile';

const statusTags = {
  pending: <Tag color="gold">Waiting for review</Tag>,
  approved: <Tag color="green">Approved</Tag>,
  rejected: <Tag color="red">Not approved</Tag>,
} as const;

function BankStatus({ bank }: { bank: TPublisherBank }) {
  if (bank.status === 'rejected') {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        title="This bank account was not approved"
        description={
          <>
            <Typography.Text strong>Reason: </Typography.Text>
            {bank.reviewReason ?? 'No reason was given.'} Correct the details and save them: saving sends the
            account back for review.
          </>
        }
      />
    );
  }
  if (bank.status === 'pending') {
    return (
      <Typography.Paragraph type="secondary">
        We check the account before your first payout; any change sends it back for review.
      </Typography.Paragraph>
    );
  }
  return null;
}

/** The saved account: routing numbers in clear, the account number or IBAN masked. */
function BankSummary({ bank }: { bank: TPublisherBank }) {
  const country = bank.bankCountry ?? '';
  const sealedLabel = bankFieldsFor(country).includes('iban') ? 'IBAN' : 'Account number';
  const routing = (
    ['routingNumber', 'institutionNumber', 'transitNumber', 'sortCode', 'bic'] as const
  ).filter((field) => bank[field]);
  return (
    <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small" colon={false} layout="vertical">
      <Descriptions.Item label="Status">
        {bank.status === 'missing' ? null : statusTags[bank.status]}
      </Descriptions.Item>
      <Descriptions.Item label="Bank country">{`${countryName(country)} (${country})`}</Descriptions.Item>
      <Descriptions.Item label="Account holder">{bank.accountHolderName}</Descriptions.Item>
      <Descriptions.Item label="Bank">{bank.bankName}</Descriptions.Item>
      <Descriptions.Item label={sealedLabel}>{bank.accountMasked}</Descriptions.Item>
      {routing.map((field) => (
        <Descriptions.Item key={field} label={bankFieldText[field].label}>
          {bank[field]}
        </Descriptions.Item>
      ))}
      {bank.accountType ? (
        <Descriptions.Item label="Account type">
          {bank.accountType === 'checking' ? 'Checking' : 'Savings'}
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label="Currency">{bank.currency}</Descriptions.Item>
      <Descriptions.Item label="Saved">{formatDate(bank.updatedAt)}</Descriptions.Item>
    </Descriptions>
  );
}

/** Where the publisher's earnings are paid (GET publisher/profile/bankInformation), and its own review. */
export function BankCard() {
  const { data, isLoading, error, refetch } = useBankInformation();
  const [editing, setEditing] = useState(false);
  const saved = data && data.status !== 'missing' ? data : null;
  const showForm = data && (!saved || editing);
  return (
    <Card
      title="Bank account"
      data-testid="bank-card"
      extra={saved && !editing ? <Button onClick={() => setEditing(true)}>Change bank account</Button> : null}
    >
      {isLoading ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          title="We could not load your bank account."
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      ) : null}
      {saved ? <BankStatus bank={saved} /> : null}
      {data && !saved ? (
        <Typography.Paragraph type="secondary">
          No bank account yet. Add the account your earnings are paid to; we check it before your first
          payout.
        </Typography.Paragraph>
      ) : null}
      {saved && !editing ? <BankSummary bank={saved} /> : null}
      {showForm ? (
        <BankForm
          initialValues={bankValuesOf(saved ?? undefined)}
          onCancel={saved ? () => setEditing(false) : undefined}
          onSaved={() => setEditing(false)}
        />
      ) : null}
    </Card>
  );
}
