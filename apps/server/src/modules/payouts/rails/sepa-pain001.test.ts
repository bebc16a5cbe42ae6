import { describe, expect, it } from 'vitest';
import { schemaProblems } from '../../../../test/support/xsd';
import { sepaCreditTransferFile, type TSepaTransfer } from './sepa-pain001';

// The euro payout file as the bank reads it: the document's shape, its control totals, the SEPA
// character set, the field lengths, and the input it refuses before the operator uploads it.

const debtor = {
  debtorName: 'Affiliate Atlas GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
};
const transfers: TSepaTransfer[] = [
  {
    payoutId: 'pay_01J8Z',
    name: 'Société Générale & Fils',
    iban: 'FR1420041010050500013M02606',
    bic: 'PSSTFRPPPAR',
    amountMinor: 12_345,
    remittance: 'Atlas payout 2026-11',
  },
  {
    payoutId: 'pay_02',
    name: "O'Brien Media",
    iban: 'NL91ABNA0417164300',
    amountMinor: 5_000,
    remittance: 'Atlas payout 2026-11',
  },
  {
    payoutId: 'pay_03',
    name: 'Kowalski',
    iban: 'DE89370400440532013000',
    bic: 'DEUTDEFF',
    amountMinor: 1,
    remittance: 'Atlas payout 2026-11',
  },
];
const input = {
  messageId: 'RUN-2026-11-EUR-1',
  createdAt: new Date('2026-11-29T06:22:51.123Z'),
  executionDate: '2026-12-01',
  debtor,
  transfers,
};
const withTransfers = (...changed: Partial<TSepaTransfer>[]) => ({
  ...input,
  transfers: changed.map((change, index) => ({ ...transfers[index % transfers.length]!, ...change })),
});

/** The text of every `<name>` element, in document order. */
const texts = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((match) => match[1]);

// This exact document passed `xmllint --schema` against the ISO 20022 pain.001.001.03 XSD when it
// was written. The schema itself is not in the repository (no package on the npm registry ships
// it), so the document is pinned here: any change to an element, its order or a value shows.
const expected = (xml: string) => xml.replace(/^\n/, '');
const checkedDocument = expected(`
<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>RUN-2026-11-EUR-1</MsgId>
      <CreDtTm>2026-11-29T06:22:51Z</CreDtTm>
      <NbOfTxs>3</NbOfTxs>
      <CtrlSum>173.46</CtrlSum>
      <InitgPty>
        <Nm>Affiliate Atlas GmbH</Nm>
      </InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>RUN-2026-11-EUR-1</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <BtchBookg>true</BtchBookg>
      <NbOfTxs>3</NbOfTxs>
      <CtrlSum>173.46</CtrlSum>
      <PmtTpInf>
        <SvcLvl>
          <Cd>SEPA</Cd>
        </SvcLvl>
      </PmtTpInf>
      <ReqdExctnDt>2026-12-01</ReqdExctnDt>
      <Dbtr>
        <Nm>Affiliate Atlas GmbH</Nm>
      </Dbtr>
      <DbtrAcct>
        <Id>
          <IBAN>DE89370400440532013000</IBAN>
        </Id>
      </DbtrAcct>
      <DbtrAgt>
        <FinInstnId>
          <BIC>COBADEFFXXX</BIC>
        </FinInstnId>
      </DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
      <CdtTrfTxInf>
        <PmtId>
          <EndToEndId>pay-01J8Z</EndToEndId>
        </PmtId>
        <Amt>
          <InstdAmt Ccy="EUR">123.45</InstdAmt>
        </Amt>
        <CdtrAgt>
          <FinInstnId>
            <BIC>PSSTFRPPPAR</BIC>
          </FinInstnId>
        </CdtrAgt>
        <Cdtr>
          <Nm>Societe Generale Fils</Nm>
        </Cdtr>
        <CdtrAcct>
          <Id>
            <IBAN>FR1420041010050500013M02606</IBAN>
          </Id>
        </CdtrAcct>
        <RmtInf>
          <Ustrd>Atlas payout 2026-11</Ustrd>
        </RmtInf>
      </CdtTrfTxInf>
      <CdtTrfTxInf>
        <PmtId>
          <EndToEndId>pay-02</EndToEndId>
        </PmtId>
        <Amt>
          <InstdAmt Ccy="EUR">50.00</InstdAmt>
        </Amt>
        <Cdtr>
          <Nm>O&apos;Brien Media</Nm>
        </Cdtr>
        <CdtrAcct>
          <Id>
            <IBAN>NL91ABNA0417164300</IBAN>
          </Id>
        </CdtrAcct>
        <RmtInf>
          <Ustrd>Atlas payout 2026-11</Ustrd>
        </RmtInf>
      </CdtTrfTxInf>
      <CdtTrfTxInf>
        <PmtId>
          <EndToEndId>pay-03</EndToEndId>
        </PmtId>
        <Amt>
          <InstdAmt Ccy="EUR">0.01</InstdAmt>
        </Amt>
        <CdtrAgt>
          <FinInstnId>
            <BIC>DEUTDEFF</BIC>
          </FinInstnId>
        </CdtrAgt>
        <Cdtr>
          <Nm>Kowalski</Nm>
        </Cdtr>
        <CdtrAcct>
          <Id>
            <IBAN>DE89370400440532013000</IBAN>
          </Id>
        </CdtrAcct>
        <RmtInf>
          <Ustrd>Atlas payout 2026-11</Ustrd>
        </RmtInf>
      </CdtTrfTxInf>
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`);

describe('sepaCreditTransferFile', () => {
  it('writes the schema-checked document: one batch, a BIC only where one is given, amounts to the cent', () => {
    const file = sepaCreditTransferFile(input);
    expect(file.xml).toBe(checkedDocument);
    expect(file).toMatchObject({
      fileName: 'sepa-RUN-2026-11-EUR-1.xml',
      messageId: input.messageId,
      count: 3,
    });
    expect(file.totalMinor).toBe(17_346);
  });

  it('counts and sums the transfers in cents, in the header and in the batch alike', () => {
    // 0.10 + 0.20 is 0.30000000000000004 in floating point; two top amounts pass 2^31 cents
    const file = sepaCreditTransferFile(
      withTransfers(
        { amountMinor: 10 },
        { amountMinor: 20 },
        { amountMinor: 99_999_999_999 },
        { amountMinor: 99_999_999_999, payoutId: 'pay_04' },
      ),
    );
    expect(texts(file.xml, 'NbOfTxs')).toEqual(['4', '4']);
    expect(texts(file.xml, 'CtrlSum')).toEqual(['2000000000.28', '2000000000.28']);
    expect(texts(file.xml, 'InstdAmt')).toEqual(['0.10', '0.20', '999999999.99', '999999999.99']);
    expect(file).toMatchObject({ count: 4, totalMinor: 200_000_000_028 });
  });

  it.each([
    ['Société Générale & Fils', 'Societe Generale Fils'],
    ['Müller Straße Ærø', 'Muller Strasse AEro'],
    ['Øresund Łódź Đakovo', 'Oresund Lodz Dakovo'],
    ['O’Brien – Media', 'O&apos;Brien - Media'],
    ['李雷 Media GmbH', 'Media GmbH'],
    ['<b>Bold</b> "Quotes"', 'b Bold /b Quotes'],
    ['ｆｕｌｌ ｗｉｄｔｈ', 'full width'],
  ])('writes the name %j in the SEPA character set as %j', (name, written) => {
    const file = sepaCreditTransferFile(withTransfers({ name }));
    expect(texts(file.xml, 'Nm')[2]).toBe(written);
  });

  it('cuts each field to its length after transliteration, and escapes after cutting', () => {
    const file = sepaCreditTransferFile(
      withTransfers(
        { name: 'ß'.repeat(40), payoutId: `pay_${'x'.repeat(60)}`, remittance: `${'r'.repeat(139)} tail` },
        { name: "'".repeat(90) },
      ),
    );
    const [first, second] = texts(file.xml, 'Nm').slice(2);
    expect(first).toBe('ss'.repeat(35));
    // 70 apostrophes are 70 characters to the bank, however long their escaped form
    expect(second).toBe('&apos;'.repeat(70));
    expect(texts(file.xml, 'EndToEndId')[0]).toBe(`pay-${'x'.repeat(31)}`);
    // the cut lands on the space: no trailing blank is written
    expect(texts(file.xml, 'Ustrd')[0]).toBe('r'.repeat(139));
  });

  it('writes references banks accept: no spaces, no leading, trailing or double slash', () => {
    const file = sepaCreditTransferFile(withTransfers({ payoutId: '/pay 7//a/' }));
    expect(texts(file.xml, 'EndToEndId')).toEqual(['pay-7/a']);
  });

  it('leaves out the remittance when nothing of it is in the character set', () => {
    const file = sepaCreditTransferFile(withTransfers({ remittance: '支付' }, {}));
    expect(texts(file.xml, 'Ustrd')).toEqual(['Atlas payout 2026-11']);
  });

  it('writes the same bytes for the same input, and other bytes for another', () => {
    const again = sepaCreditTransferFile({
      ...input,
      createdAt: new Date(input.createdAt),
      transfers: transfers.map((t) => ({ ...t })),
    });
    expect(again.xml).toBe(sepaCreditTransferFile(input).xml);
    expect(sepaCreditTransferFile({ ...input, executionDate: '2026-12-02' }).xml).not.toBe(again.xml);
  });

  it.each([
    ['no transfers', { ...input, transfers: [] }, 'there are no transfers'],
    [
      'a zero amount',
      withTransfers({}, { amountMinor: 0 }),
      'transfer 2 (payout pay_02): the amount must be a whole number of cents above 0',
    ],
    ['a negative amount', withTransfers({ amountMinor: -500 }), 'transfer 1 (payout pay_01J8Z): the amount'],
    [
      'a fraction of a cent',
      withTransfers({ amountMinor: 12.5 }),
      'transfer 1 (payout pay_01J8Z): the amount',
    ],
    [
      'an amount over the SEPA ceiling',
      withTransfers({}, {}, { amountMinor: 100_000_000_000 }),
      'transfer 3 (payout pay_03): 1000000000.00 EUR is over',
    ],
    [
      'an empty name',
      withTransfers({}, { name: '   ' }),
      'transfer 2 (payout pay_02): the payee has no name',
    ],
    [
      'a name with no SEPA character',
      withTransfers({ name: '李雷' }),
      'transfer 1 (payout pay_01J8Z): the payee has no name',
    ],
    [
      'a mistyped IBAN',
      withTransfers({ iban: 'DE89370400440532013001' }),
      'transfer 1 (payout pay_01J8Z): This IBAN is not valid',
    ],
    [
      'a malformed BIC',
      withTransfers({}, {}, { bic: 'DEUT' }),
      'transfer 3 (payout pay_03): "DEUT" is not a BIC',
    ],
    [
      'two payouts with one reference',
      withTransfers({}, { payoutId: 'pay 01J8Z' }),
      'repeated EndToEndId "pay-01J8Z"',
    ],
    ['a message id over 35 characters', { ...input, messageId: 'M'.repeat(36) }, 'the message id'],
    ['a message id with a space', { ...input, messageId: 'RUN 1' }, 'the message id'],
    [
      'a day that does not exist',
      { ...input, executionDate: '2026-02-30' },
      'the execution date "2026-02-30"',
    ],
    [
      'a debtor without a name',
      { ...input, debtor: { ...debtor, debtorName: '&' } },
      'the debtor has no name',
    ],
    [
      'a debtor without a valid BIC',
      { ...input, debtor: { ...debtor, bic: '' } },
      'the debtor: "" is not a BIC',
    ],
  ])('refuses %s', (_case, badInput, message) => {
    expect(() => sepaCreditTransferFile(badInput)).toThrow(message);
  });

  it('takes the top amount and an empty BIC as none', () => {
    const file = sepaCreditTransferFile(withTransfers({ amountMinor: 99_999_999_999, bic: ' ' }));
    expect(texts(file.xml, 'InstdAmt')).toEqual(['999999999.99']);
    expect(texts(file.xml, 'BIC')).toEqual(['COBADEFFXXX']);
  });
});

describe('the ISO 20022 schema', () => {
  it('accepts the file, and refuses it with a transfer missing its IBAN', async () => {
    const { xml } = sepaCreditTransferFile(input);
    expect(await schemaProblems(xml, 'pain.001.001.03')).toEqual([]);
    const noIban = xml.replace(/<CdtrAcct>[\s\S]*?<\/CdtrAcct>/, '<CdtrAcct><Id></Id></CdtrAcct>');
    expect(noIban).not.toBe(xml);
    expect((await schemaProblems(noIban, 'pain.001.001.03')).join('\n')).toMatch(/Id/);
  });
});
