import {
  ErrorCode,
  maskTin,
  type TPublisherCountry,
  type TPublisherTax,
  type TPublisherTaxRequest,
  taxSignatureProblem,
} from '@atlas/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { randomString } from '../../platform/ids';
import { cleanFileName, fileError, type TUploadedFile } from '../../platform/multipart';
import { seal } from '../../platform/secret';
import {
  attachTaxPdf,
  findTaxForm,
  saveTaxForm,
  type TTaxFormDetails,
  type TTaxFormRow,
} from './tax-forms.repository';

// A publisher's tax details and the signed form (spec 7.9; docs/domain.md, "Tax details"):
// one form at a time, sealed at rest, shown back with the tax numbers masked.

const sealPurpose = 'publisher-tax-form';

/** A tax form is signed by the person it names: a delegate may read it, never sign it. */

export function toPublisherTax(row: TTaxFormRow | undefined): TPublisherTax {
  if (!row) {
    return {
      status: 'missing',
      form: null,
      name: null,
      businessName: null,
      citizenshipCountry: null,
      incorporationCountry: null,
      residenceCountry: null,
      maskedUsTin: null,
      maskedForeignTin: null,
      signatureName: null,
      signedOn: null,
      pdfUploaded: false,
      updatedAt: null,
    };
  }
  return {
    status: 'submitted',
    form: row.form,
    name: row.name,
    businessName: row.businessName,
    citizenshipCountry: row.citizenshipCountry as TPublisherTax['citizenshipCountry'],
    incorporationCountry: row.incorporationCountry as TPublisherTax['incorporationCountry'],
    residenceCountry: row.residenceCountry as TPublisherTax['residenceCountry'],
    maskedUsTin: row.maskedUsTin,
    maskedForeignTin: row.maskedForeignTin,
    signatureName: row.signatureName,
    signedOn: row.signedOn,
    pdfUploaded: row.pdfStorageKey !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the screens show of a form, by form; the rest stays sealed. */
function visibleParts(
  input: TPublisherTaxRequest,
): Omit<TTaxFormDetails, 'userId' | 'detailsSealed' | 'updatedAt'> {
  const masked = (tin: string | undefined) => (tin ? maskTin(tin) : null);
  switch (input.form) {
    case 'W9':
      return {
        form: input.form,
        name: input.name,
        businessName: input.businessName ?? null,
        citizenshipCountry: null,
        incorporationCountry: null,
        residenceCountry: 'US',
        maskedUsTin: masked(input.tin.number),
        maskedForeignTin: null,
        signatureName: input.signatureName,
        signedOn: input.signedOn,
      };
    case 'W8BEN':
      return {
        form: input.form,
        name: input.name,
        businessName: null,
        citizenshipCountry: input.citizenshipCountry,
        incorporationCountry: null,
        residenceCountry: input.residenceAddress.country,
        maskedUsTin: masked(input.usTin),
        maskedForeignTin: masked(input.foreignTin),
        signatureName: input.signatureName,
        signedOn: input.signedOn,
      };
    case 'W8BENE':
      return {
        form: input.form,
        name: input.organizationName,
        businessName: null,
        citizenshipCountry: null,
        incorporationCountry: input.incorporationCountry,
        residenceCountry: input.permanentAddress.country,
        maskedUsTin: masked(input.usTin),
        maskedForeignTin: masked(input.foreignTin),
        signatureName: input.signerName,
        signedOn: input.signedOn,
      };
  }
}

/** The latest calendar day anywhere (UTC+14): a signer east of UTC is never refused its own today. */
const latestDayAnywhere = (now: Date) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/** Files dropped from a form are deleted after the change is saved; a failure only leaves an orphan. */
async function forget(deps: TDeps, storageKey: string | null): Promise<void> {
  if (storageKey) {
    await deps.storage.delete(storageKey).catch(() => {});
  }
}

/** POST publisher/profile/taxSaveOrUpdate */
export async function saveTaxDetails(
  deps: TDeps,
  actor: TUserActor,
  input: TPublisherTaxRequest,
): Promise<TPublisherTax> {
  const problem = taxSignatureProblem(input.signedOn, latestDayAnywhere(deps.now()));
  if (problem) {
    throw new AppError(ErrorCode.validation, `signedOn: ${problem}`, {
      fields: [{ path: 'signedOn', message: problem }],
    });
  }
  const details: TTaxFormDetails = {
    userId: actor.userId,
    ...visibleParts(input),
    detailsSealed: seal(deps.config, sealPurpose, JSON.stringify(input)),
    updatedAt: deps.now(),
  };
  const dropped = await deps.db.transaction((tx) => saveTaxForm(tx, details));
  await forget(deps, dropped);
  return getTaxDetails(deps, actor);
}

export async function getTaxDetails(deps: TDeps, actor: TUserActor): Promise<TPublisherTax> {
  return toPublisherTax(await findTaxForm(deps.db, actor.userId));
}

/** GET publisher/profile/getCountry: the country of the saved tax form, which decides the form. */
export async function getTaxCountry(deps: TDeps, actor: TUserActor): Promise<TPublisherCountry> {
  const row = await findTaxForm(deps.db, actor.userId);
  return {
    countryCode: (row?.residenceCountry ?? null) as TPublisherCountry['countryCode'],
    taxForm: row?.form ?? null,
  };
}

/**
 * POST publisher/profile/uploadPDF: the signed tax form, a PDF by its bytes (a renamed image is
 * refused), at most 10 MB (the multipart reader's limit), for the details saved last. It
 * replaces the PDF uploaded before.
 */
export async function uploadTaxPdf(
  deps: TDeps,
  actor: TUserActor,
  file: TUploadedFile,
): Promise<TPublisherTax> {
  const detected = await fileTypeFromBuffer(file.bytes);
  if (detected?.mime !== 'application/pdf') {
    throw fileError(ErrorCode.validation, 'Upload the signed tax form as a PDF file');
  }
  if (!(await findTaxForm(deps.db, actor.userId))) {
    throw new AppError(ErrorCode.conflict, 'Save your tax details first, then upload the form you signed');
  }
  const storageKey = `tax-forms/${randomString(32)}.pdf`;
  await deps.storage.put(storageKey, file.bytes);
  const attached = await deps.db.transaction((tx) =>
    attachTaxPdf(tx, actor.userId, {
      storageKey,
      fileName: cleanFileName(file.fileName).slice(-200) || 'tax-form.pdf',
      sizeBytes: file.bytes.length,
      uploadedAt: deps.now(),
    }),
  );
  await forget(deps, attached ? attached.replaced : storageKey);
  if (!attached) {
    throw new AppError(ErrorCode.conflict, 'Save your tax details first, then upload the form you signed');
  }
  return getTaxDetails(deps, actor);
}
