import { operators, payoutLedgerLines } from '../../src/db/schema';
import { saveBankInformation } from '../../src/modules/publishers/publisher-bank.service';
import { reviewPublisherBank } from '../../src/modules/publishers/publisher-review.service';
import { saveTaxDetails, uploadTaxPdf } from '../../src/modules/publishers/publisher-tax.service';
import type { TOperatorActor, TUserActor } from '../../src/platform/actor';
import { newId } from '../../src/platform/ids';
import type { TTestApp } from './test-app';

// A publisher the next payout run pays: a signed tax form with its PDF and an approved bank
// account, through the services a publisher's and an operator's clicks use. `bank` picks the rail:
// a US account in USD (ACH), a German one in EUR (SEPA), a British one in GBP (PayPal).

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');

const banks = {
  us: {
    bankCountry: 'US',
    accountHolderName: 'Ivy Example',
    bankName: 'Puget Sound Credit Union',
    currency: 'USD',
    routingNumber: '011000015',
    accountNumber: '000123456789',
    accountType: 'checking',
  },
  de: {
    bankCountry: 'DE',
    accountHolderName: 'Jürgen Müller & Söhne',
    bankName: 'Commerzbank',
    currency: 'EUR',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  },
  gb: {
    bankCountry: 'GB',
    accountHolderName: 'Gwen Example',
    bankName: 'Barclays',
    currency: 'GBP',
    iban: 'GB29NWBK60161331926819',
    bic: 'NWBKGB2L',
  },
} as const;

async function operatorActor(t: TTestApp): Promise<TOperatorActor> {
  const id = newId('opr');
  await t.database.db.insert(operators).values({
    id,
    email: `${id}@example.test`,
    passwordHash: 'x',
    name: 'Payout Reviewer',
    role: 'admin',
  });
  return { kind: 'operator', operatorId: id, operatorRole: 'admin', sessionId: 'test' };
}

export async function payoutReady(t: TTestApp, publisherId: string, bank: keyof typeof banks): Promise<void> {
  const deps = t.app.deps;
  const actor: TUserActor = {
    kind: 'user',
    userId: publisherId,
    role: 'publisher',
    sessionId: 'test',
    actorUserId: publisherId,
    via: 'session',
  };
  const signedOn = deps.now().toISOString().slice(0, 10);
  if (bank === 'us') {
    await saveTaxDetails(deps, actor, {
      form: 'W9',
      name: 'Ivy Example',
      classification: { type: 'individual' },
      address: { street: '410 Market Street', city: 'Seattle', state: 'WA', zip: '98101' },
      tin: { type: 'SSN', number: '123-45-6789' },
      signatureName: 'Ivy Example',
      signedOn,
    });
  } else {
    await saveTaxDetails(deps, actor, {
      form: 'W8BEN',
      name: banks[bank].accountHolderName.replace(' & Söhne', ''),
      citizenshipCountry: bank === 'de' ? 'DE' : 'GB',
      residenceAddress: {
        street: 'Lindenstraße 5',
        city: 'Berlin',
        postalCode: '10115',
        country: bank === 'de' ? 'DE' : 'GB',
      },
      foreignTin: '12 345 678 901',
      foreignTinNotIssued: false,
      birthDate: '1990-01-02',
      signatureName: banks[bank].accountHolderName.replace(' & Söhne', ''),
      signedOn,
      signerCapacity: 'self',
    });
  }
  await uploadTaxPdf(deps, actor, { fileName: 'signed.pdf', bytes: pdf, declaredType: 'application/pdf' });
  await saveBankInformation(deps, actor, banks[bank] as Parameters<typeof saveBankInformation>[2]);
  await reviewPublisherBank(deps, await operatorActor(t), { publisherId, status: 'approved' });
}

/** A payable line (released commission) written straight into the ledger. */
export async function payable(
  t: TTestApp,
  publisherId: string,
  amountMinor: number,
  where: { countryCode: string; currency: string } = { countryCode: 'US', currency: 'USD' },
) {
  await t.database.db.insert(payoutLedgerLines).values({
    id: `released:${newId('fixture')}:${publisherId}`,
    publisherId,
    ...where,
    kind: 'released',
    amountMinor,
    createdAt: t.app.deps.now(),
  });
}
