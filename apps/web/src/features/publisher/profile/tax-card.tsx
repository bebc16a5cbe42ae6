import type { TPublisherTax } from '@atlas/shared';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { countryName } from './country-names';
import { TaxForm } from './tax-form';
import { TaxPdfUpload } from './tax-pdf-upload';
import { formTitles } from './tax-values';

const country = (code: string | null) => (code ? `${countryName(code)} (${code})` : null);

/** The saved form as the server shows it: names and countries, tax numbers masked. */
function TaxSummary({ tax }: { tax: TPublisherTax }) {
  const rows: [string, string | null][] = [
    ['Form', tax.form ? formTitles[tax.form] : null],
    [tax.form === 'W8BENE' ? 'Organization' : 'Name', tax.name],
    ['Business name', tax.businessName],
    ['Country of tax residence', country(tax.residenceCountry)],
    ['Citizenship', country(tax.citizenshipCountry)],
    ['Incorporated in', country(tax.incorporationCountry)],
    [tax.form === 'W9' ? 'SSN or EIN' : 'US tax number', tax.maskedUsTin],
    ['Foreign tax number', tax.maskedForeignTin],
    ['Signed by', tax.signatureName],
    ['Signed on', tax.signedOn ? formatDate(tax.signedOn) : null],
  ];
  return (
    <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small" colon={false} layout="vertical">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Descriptions.Item key={label} label={label}>
            {value}
          </Descriptions.Item>
        ))}
    </Descriptions>
  );
}

export type TaxCardProps = { tax: TPublisherTax };

/** The tax form the publisher gave, and the signed PDF of it; or the form to give one. */
export function TaxCard({ tax }: TaxCardProps) {
  const [editing, setEditing] = useState(false);
  const saved = tax.status === 'submitted';
  return (
    <Card
      title="Tax form"
      data-testid="tax-card"
      extra={saved && !editing ? <Button onClick={() => setEditing(true)}>Change tax details</Button> : null}
    >
      {!saved ? (
        <Typography.Paragraph type="secondary">
          No tax form yet. Before we pay you, US tax rules ask for one form: a W-9 from US persons, a W-8BEN
          or W-8BEN-E from everyone else.
        </Typography.Paragraph>
      ) : null}
      {saved && editing ? (
        <Typography.Paragraph type="secondary">
          Saving new details replaces the form you gave, and asks for a newly signed PDF.
        </Typography.Paragraph>
      ) : null}
      {saved && !editing ? (
        <Flex vertical gap={16}>
          <TaxSummary tax={tax} />
          <TaxPdfUpload tax={tax} />
        </Flex>
      ) : (
        <TaxForm
          tax={tax}
          onCancel={saved ? () => setEditing(false) : undefined}
          onSaved={() => setEditing(false)}
        />
      )}
    </Card>
  );
}
