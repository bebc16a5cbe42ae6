import { ibanProblem } from '@atlas/shared';

// The euro rail of a payout run: a SEPA credit transfer file (ISO 20022 pain.001.001.03, as the
// EPC's customer-to-bank guidelines use it) that the operator uploads to the platform's bank. One
// debit batch per file, one transfer per payout. A bank rejects the whole file for one bad field,
// so everything is checked or cleaned here, before the operator ever downloads it.

export type TSepaDebtor = { debtorName: string; iban: string; bic: string };
export type TSepaTransfer = {
  /** Written as the EndToEndId: the bank quotes it back on a return, so it matches the payout. */
  payoutId: string;
  name: string;
  iban: string;
  bic?: string;
  /** Euro cents, above zero. */
  amountMinor: number;
  remittance: string;
};
export type TSepaFile = {
  xml: string;
  fileName: string;
  messageId: string;
  totalMinor: number;
  count: number;
};

const namespace = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';
/** 999,999,999.99 EUR: the most one SEPA credit transfer may carry. */
const maxAmountMinor = 99_999_999_999;
const maxName = 70;
const maxReference = 35;
const maxRemittance = 140;

// Letters that Unicode does not split into a base letter and an accent, as `letter:latin` pairs.
const ownLetters = new Map(
  "ß:ss ẞ:SS æ:ae Æ:AE œ:oe Œ:OE ø:o Ø:O đ:d Đ:D ð:d Ð:D ł:l Ł:L þ:th Þ:Th ı:i ħ:h Ħ:H ‘:' ’:' –:- —:-"
    .split(' ')
    .map((pair) => [pair[0]!, pair.slice(2)]),
);

/**
 * Text in the SEPA Latin character set (a-z A-Z 0-9 / - ? : ( ) . , ' + space), at most `max`
 * characters: accents dropped, other characters made spaces, runs of spaces made one. Banks
 * reject a file with any other character, and the length is counted after transliteration.
 */
function sepaText(value: string, max: number): string {
  const latin = [...value.normalize('NFKD')]
    .map((char) => ownLetters.get(char) ?? char)
    .join('')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/ +/g, ' ')
    .trim();
  return latin.slice(0, max).trimEnd();
}

// References (MsgId, EndToEndId) may not start or end with '/' nor hold '//' (EPC), and a space
// inside one is lost by some banks: a payout id like `pay_x1` is written `pay-x1`.
function sepaReference(value: string): string {
  return sepaText(value.replace(/\s/g, '-'), Number.POSITIVE_INFINITY)
    .replace(/ /g, '-')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '')
    .slice(0, maxReference)
    .replace(/\/+$/, '');
}

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEntities[char]!);

/** Cents as the file writes euros: integer arithmetic only, always 2 decimals. */
const euros = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

// The ISO schema's BICIdentifier pattern, so no BIC passes here that the bank's validator refuses.
const bicPattern = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;
const compact = (code: string) => code.replace(/\s/g, '').toUpperCase();

function checkedIban(iban: string, whose: string): string {
  const value = compact(iban);
  const problem = ibanProblem(value);
  if (problem) {
    throw new Error(`SEPA file: ${whose}: ${problem}`);
  }
  return value;
}

function checkedBic(bic: string, whose: string): string {
  const value = compact(bic);
  if (!bicPattern.test(value)) {
    throw new Error(`SEPA file: ${whose}: "${bic}" is not a BIC`);
  }
  return value;
}

type TXml = { name: string; text?: string; attributes?: string; children?: TXml[] };
const leaf = (name: string, text: string, attributes?: string): TXml => ({ name, text, attributes });
const node = (name: string, ...children: TXml[]): TXml => ({ name, children });

// Two-space indentation and LF line ends: the same input gives the same bytes, so a file can be
// written again and compared with the one the operator uploaded.
function render(xml: TXml, depth: number): string {
  const indent = '  '.repeat(depth);
  const open = xml.attributes ? `${xml.name} ${xml.attributes}` : xml.name;
  if (xml.text !== undefined) {
    return `${indent}<${open}>${escapeXml(xml.text)}</${xml.name}>\n`;
  }
  const inner = (xml.children ?? []).map((child) => render(child, depth + 1)).join('');
  return `${indent}<${open}>\n${inner}${indent}</${xml.name}>\n`;
}

function transferXml(transfer: TSepaTransfer, index: number, endToEndIds: Set<string>): TXml {
  const whose = `transfer ${index + 1} (payout ${transfer.payoutId})`;
  const { amountMinor } = transfer;
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new Error(
      `SEPA file: ${whose}: the amount must be a whole number of cents above 0, not ${amountMinor}`,
    );
  }
  if (amountMinor > maxAmountMinor) {
    throw new Error(`SEPA file: ${whose}: ${euros(amountMinor)} EUR is over 999999999.99 EUR`);
  }
  const name = sepaText(transfer.name, maxName);
  if (!name) {
    throw new Error(`SEPA file: ${whose}: the payee has no name in the SEPA character set`);
  }
  const endToEndId = sepaReference(transfer.payoutId);
  if (!endToEndId || endToEndIds.has(endToEndId)) {
    throw new Error(
      `SEPA file: ${whose}: the payout id gives an empty or repeated EndToEndId "${endToEndId}"`,
    );
  }
  endToEndIds.add(endToEndId);
  const iban = checkedIban(transfer.iban, whose);
  const bic = transfer.bic?.trim() ? checkedBic(transfer.bic, whose) : undefined;
  const remittance = sepaText(transfer.remittance, maxRemittance);
  return node(
    'CdtTrfTxInf',
    node('PmtId', leaf('EndToEndId', endToEndId)),
    node('Amt', leaf('InstdAmt', euros(amountMinor), 'Ccy="EUR"')),
    // IBAN-only: without a BIC the payee's bank is found from the IBAN, and CdtrAgt is left out.
    ...(bic ? [node('CdtrAgt', node('FinInstnId', leaf('BIC', bic)))] : []),
    node('Cdtr', leaf('Nm', name)),
    node('CdtrAcct', node('Id', leaf('IBAN', iban))),
    ...(remittance ? [node('RmtInf', leaf('Ustrd', remittance))] : []),
  );
}

/** Throws an Error naming the transfer (or the header field) on input a bank would reject. */
export function sepaCreditTransferFile(input: {
  messageId: string;
  createdAt: Date;
  executionDate: string;
  debtor: TSepaDebtor;
  transfers: TSepaTransfer[];
}): TSepaFile {
  const { messageId, createdAt, executionDate, debtor, transfers } = input;
  // The bank refuses a message id it has seen, so it is never shortened into another one.
  if (sepaReference(messageId) !== messageId || !messageId) {
    throw new Error(`SEPA file: the message id "${messageId}" must be 1 to 35 SEPA characters, no spaces`);
  }
  if (Number.isNaN(createdAt.getTime())) {
    throw new Error('SEPA file: the creation time is not a date');
  }
  const day = /^\d{4}-\d{2}-\d{2}$/.test(executionDate) ? new Date(`${executionDate}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== executionDate) {
    throw new Error(`SEPA file: the execution date "${executionDate}" is not a YYYY-MM-DD day`);
  }
  if (transfers.length === 0) {
    throw new Error('SEPA file: there are no transfers to pay');
  }
  const debtorName = sepaText(debtor.debtorName, maxName);
  if (!debtorName) {
    throw new Error('SEPA file: the debtor has no name in the SEPA character set');
  }
  const debtorIban = checkedIban(debtor.iban, 'the debtor');
  const debtorBic = checkedBic(debtor.bic, 'the debtor');

  const endToEndIds = new Set<string>();
  const lines = transfers.map((transfer, index) => transferXml(transfer, index, endToEndIds));
  // Summed in cents: adding euro decimals would drift by a cent over a long run.
  const totalMinor = transfers.reduce((sum, transfer) => sum + transfer.amountMinor, 0);
  const count = String(transfers.length);
  const controlSum = euros(totalMinor);

  const document = node(
    'CstmrCdtTrfInitn',
    node(
      'GrpHdr',
      leaf('MsgId', messageId),
      // UTC to the second, with its zone: some banks refuse fractions of a second.
      leaf('CreDtTm', `${createdAt.toISOString().slice(0, 19)}Z`),
      leaf('NbOfTxs', count),
      leaf('CtrlSum', controlSum),
      node('InitgPty', leaf('Nm', debtorName)),
    ),
    node(
      'PmtInf',
      // One batch per file, so the batch is named by the message.
      leaf('PmtInfId', messageId),
      leaf('PmtMtd', 'TRF'),
      leaf('BtchBookg', 'true'),
      leaf('NbOfTxs', count),
      leaf('CtrlSum', controlSum),
      node('PmtTpInf', node('SvcLvl', leaf('Cd', 'SEPA'))),
      leaf('ReqdExctnDt', executionDate),
      node('Dbtr', leaf('Nm', debtorName)),
      node('DbtrAcct', node('Id', leaf('IBAN', debtorIban))),
      node('DbtrAgt', node('FinInstnId', leaf('BIC', debtorBic))),
      leaf('ChrgBr', 'SLEV'),
      ...lines,
    ),
  );
  const body = render(document, 1);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${namespace}">\n${body}</Document>\n`;
  const fileName = `sepa-${messageId.replace(/[^A-Za-z0-9-]+/g, '-')}.xml`;
  return { xml, fileName, messageId, totalMinor, count: transfers.length };
}
