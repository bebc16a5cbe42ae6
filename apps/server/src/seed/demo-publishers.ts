import { saveBankInformation } from '../modules/publishers/publisher-bank.service';
import { updatePublisherProfile, updateTrackingTags } from '../modules/publishers/publisher-profile.service';
import { publisherReviewRoutes } from '../modules/publishers/publisher-review.routes';
import { reviewPublisherBank } from '../modules/publishers/publisher-review.service';
import { saveTaxDetails, uploadTaxPdf } from '../modules/publishers/publisher-tax.service';
import type { TUserActor } from '../platform/actor';
import type { TDeps } from '../platform/deps';
import { demoPendingPublisherEmail, demoPublisherEmail } from './demo';
import { demoActor } from './demo-actor';
import { demoAudited, demoOperatorActor } from './demo-operator';

// The demo publishers open onto a filled profile: the approved one with its categories, tags,
// a W-9 with its signed PDF and an approved bank account; the pending one (Paula) with a
// W-8BEN and a German account, waiting in the console's review queue. Everything goes through
// the services a publisher's and an operator's clicks use, so the data obeys the same rules.

const today = (deps: TDeps) => deps.now().toISOString().slice(0, 10);

/** A one-page PDF that reads "Signed W-9 (demo)": what a scanned signed form stands in for. */
const signedFormPdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj',
    '4 0 obj << /Length 44 >> stream',
    'BT /F1 18 Tf 72 720 Td (Signed W-9 demo) Tj ET',
    'endstream endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

async function seedApprovedPublisher(deps: TDeps, actor: TUserActor): Promise<void> {
  await updatePublisherProfile(deps, actor, {
    website: 'https://publisher.demo.test',
    promotionCountry: 'US',
    audience: 'Deal hunters and home-office shoppers in the United States',
    promotionCountries: ['US', 'CA'],
    categories: ['kitchen-dining', 'home-living', 'garden-outdoor', 'sports-outdoors'],
    promotionMethods: ['website', 'newsletter', 'pinterest'],
    audienceSize: 48_000,
  });
  await updateTrackingTags(deps, actor, { US: 'demodeals-20', CA: 'demodeals-20' });
  await saveTaxDetails(deps, actor, {
    form: 'W9',
    name: 'Demo Publisher',
    classification: { type: 'individual' },
    address: { street: '410 Market Street', city: 'Seattle', state: 'WA', zip: '98101' },
    tin: { type: 'SSN', number: '123-45-6789' },
    signatureName: 'Demo Publisher',
    signedOn: today(deps),
  });
  await uploadTaxPdf(deps, actor, {
    fileName: 'signed-w9.pdf',
    bytes: signedFormPdf,
    declaredType: 'application/pdf',
  });
  await saveBankInformation(deps, actor, {
    bankCountry: 'US',
    accountHolderName: 'Demo Publisher',
    bankName: 'Puget Sound Credit Union',
    currency: 'USD',
    routingNumber: '011000015',
    accountNumber: '000123456789',
    accountType: 'checking',
  });
}

async function seedPendingPublisher(deps: TDeps, actor: TUserActor): Promise<void> {
  await updatePublisherProfile(deps, actor, {
    website: 'https://paula-kocht.demo.test',
    promotionCountry: 'DE',
    audience: 'Home cooks in Germany and France who compare kitchen tools before they buy',
    promotionCountries: ['DE', 'FR'],
    categories: ['kitchen-dining', 'home-living'],
    promotionMethods: ['youtube', 'instagram'],
    audienceSize: 12_500,
  });
  await updateTrackingTags(deps, actor, { DE: 'paulakocht-21' });
  await saveTaxDetails(deps, actor, {
    form: 'W8BEN',
    name: 'Paula Pending',
    citizenshipCountry: 'DE',
    residenceAddress: { street: 'Lindenstraße 5', city: 'Berlin', postalCode: '10115', country: 'DE' },
    foreignTin: '12 345 678 901',
    foreignTinNotIssued: false,
    birthDate: '1991-06-02',
    signatureName: 'Paula Pending',
    signedOn: today(deps),
    signerCapacity: 'self',
  });
  await saveBankInformation(deps, actor, {
    bankCountry: 'DE',
    accountHolderName: 'Paula Pending',
    bankName: 'Commerzbank',
    currency: 'EUR',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  });
}

/** Seeds both demo publishers' profiles; answers how many it filled. */
export async function seedDemoPublishers(deps: TDeps): Promise<number> {
  const operator = await demoOperatorActor(deps);
  const approved = await demoActor(deps, demoPublisherEmail, 'publisher');
  const pending = await demoActor(deps, demoPendingPublisherEmail, 'publisher');
  let filled = 0;
  if (approved) {
    await seedApprovedPublisher(deps, approved);
    if (operator) {
      const body = { publisherId: approved.userId, status: 'approved' as const };
      await demoAudited(
        deps,
        operator,
        publisherReviewRoutes,
        { method: 'PUT', path: 'publisher/bank/review', input: { body } },
        () => reviewPublisherBank(deps, operator, body),
      );
    }
    filled += 1;
  }
  if (pending) {
    await seedPendingPublisher(deps, pending);
    filled += 1;
  }
  return filled;
}
