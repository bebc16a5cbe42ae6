import { createHash } from 'node:crypto';
import {
  associatePreviewLines,
  ErrorCode,
  marketplaceOf,
  type TAssociateProblem,
  type TAssociateUploadResult,
  type TCountryCode,
} from '@atlas/shared';
import type { TTx } from '../../db/client';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { TUploadedFile } from '../../platform/multipart';
import { profileAssociateTag } from '../tracking/link-choices.service';
import { findRatesForPublisher } from './associate-commissions.repository';
import { priceLine, pricingOf, type TPricedLine } from './associate-pricing';
import {
  countRowsInPeriod,
  deleteRowsInPeriod,
  findAppliedBatchByFile,
  findBatchRows,
  findPlatformFees,
  findProductsByAsins,
  insertBatch,
  insertReportRows,
  lockPublisherUploads,
  recountBatches,
  type TBatchRow,
  type TPeriodKey,
} from './associate-reports.repository';
import { toBatch, toLine } from './associate-views';
import { readEarningsReport, type TParsedReport } from './earnings-parse';
import { openSheet } from './earnings-sheet';

// POST publisher/associate/report/upload (docs/domain.md "Associate reports and associated
// publishers (issue 10)"): read the file, price its lines, and either answer the preview (dry
// run) or apply it in one transaction, replacing earlier lines on the days it covers.

type TUploadInput = { countryCode: TCountryCode; dryRun: boolean };

const unique = <T>(values: T[]) => [...new Set(values)];

async function priceLines(deps: TDeps, publisherId: string, report: TParsedReport, countryCode: string) {
  const products = await findProductsByAsins(deps.db, countryCode, unique(report.lines.map((l) => l.asin)));
  const [rates, fees] = await Promise.all([
    findRatesForPublisher(deps.db, publisherId, unique(products.map((p) => p.brandId))),
    findPlatformFees(deps.db, unique(products.map((p) => p.sellerId))),
  ]);
  const pricing = pricingOf(products, rates, fees);
  return report.lines.map((line) => priceLine(line, pricing));
}

function summaryOf(
  fileName: string,
  report: TParsedReport,
  lines: TPricedLine[],
  countryCode: string,
  replacedRows: number,
) {
  const sum = (pick: (l: TPricedLine) => number) => lines.reduce((n, l) => n + pick(l), 0);
  const matchedRows = lines.filter((l) => l.unmatchedReason === null).length;
  return {
    fileName,
    format: report.format,
    countryCode,
    currency: report.currency,
    periodStart: report.periodStart,
    periodEnd: report.periodEnd,
    rowCount: lines.length,
    matchedRows,
    unmatchedRows: lines.length - matchedRows,
    problemCount: report.problemCount,
    itemsShipped: sum((l) => l.itemsShipped),
    itemsReturned: sum((l) => l.itemsReturned),
    revenueMinor: sum((l) => l.revenueMinor),
    adFeesMinor: sum((l) => l.adFeesMinor),
    commissionMinor: sum((l) => l.commissionMinor),
    replacedRows,
  };
}

/** The same file applied before: its batch and first lines, counted once. */
async function answerApplied(deps: TDeps, batch: TBatchRow): Promise<TAssociateUploadResult> {
  const rows = await findBatchRows(deps.db, batch.publisherId, batch.id, associatePreviewLines);
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const answered = toBatch(batch);
  return {
    dryRun: false,
    alreadyApplied: true,
    batch: answered,
    summary: {
      fileName: batch.fileName,
      format: batch.format,
      countryCode: batch.countryCode,
      currency: marketplaceOf(batch.countryCode).currency,
      periodStart: batch.periodStart ?? '',
      periodEnd: batch.periodEnd ?? '',
      rowCount: batch.rowCount,
      matchedRows: batch.matchedRows,
      unmatchedRows: batch.rowCount - batch.matchedRows,
      problemCount: batch.problemCount,
      itemsShipped: sum((r) => r.itemsShipped),
      itemsReturned: sum((r) => r.itemsReturned),
      revenueMinor: sum((r) => r.revenueMinor),
      adFeesMinor: sum((r) => r.adFeesMinor),
      commissionMinor: sum((r) => r.commissionMinor),
      replacedRows: 0,
    },
    problems: answered.problems,
    rows: rows.map((r) => toLine(r, r.countryCode)),
  };
}

/** As the batch keeps them: a problem of the whole line has no field. */
const stored = (problems: TAssociateProblem[]) =>
  problems.map(({ line, field, message }) => (field === null ? { line, message } : { line, field, message }));

type TRejectedFile = Pick<TBatchRow, 'publisherId' | 'countryCode' | 'fileName' | 'fileSha256' | 'format'>;

/** A readable CSV or workbook refused as a whole is kept as a 'rejected' batch, then refused. */
async function recordRejected(deps: TDeps, file: TRejectedFile, message: string) {
  const problems = stored([{ line: 0, field: null, message }]);
  await insertBatch(deps.db, {
    ...file,
    id: newId('arb'),
    status: 'rejected',
    problemCount: 1,
    problems,
    createdAt: deps.now(),
  });
}

export async function uploadAssociateReport(
  deps: TDeps,
  actor: TUserActor,
  file: TUploadedFile,
  input: TUploadInput,
): Promise<TAssociateUploadResult> {
  const { countryCode, dryRun } = input;
  if (!(await profileAssociateTag(deps, actor.userId, countryCode))) {
    const message = `Add your ${marketplaceOf(countryCode).site} associates tag in Profile first: associate reports are for associate publishers`;
    throw new AppError(ErrorCode.validation, message, { fields: [{ path: 'countryCode', message }] });
  }
  const fileSha256 = createHash('sha256').update(file.bytes).digest('hex');
  const key = { publisherId: actor.userId, countryCode };
  if (!dryRun) {
    const applied = await findAppliedBatchByFile(deps.db, actor.userId, countryCode, fileSha256);
    if (applied) {
      return answerApplied(deps, applied);
    }
  }
  const sheet = openSheet(file.bytes);
  const fileName = file.fileName.slice(0, 200);
  let report: TParsedReport;
  try {
    report = await readEarningsReport(sheet, countryCode);
  } catch (error) {
    if (!dryRun && error instanceof AppError) {
      await recordRejected(deps, { ...key, fileName, fileSha256, format: sheet.format }, error.message);
    }
    throw error;
  }
  const lines = await priceLines(deps, actor.userId, report, countryCode);
  const period: TPeriodKey = { ...key, start: report.periodStart, end: report.periodEnd };
  if (dryRun) {
    return {
      dryRun: true,
      alreadyApplied: false,
      batch: null,
      summary: summaryOf(fileName, report, lines, countryCode, await countRowsInPeriod(deps.db, period)),
      problems: report.problems,
      rows: lines.slice(0, associatePreviewLines).map((l) => toLine(l, countryCode)),
    };
  }
  const batchId = newId('arb');
  const outcome = await deps.db.transaction(async (tx: TTx) => {
    await lockPublisherUploads(tx, actor.userId);
    const raced = await findAppliedBatchByFile(tx, actor.userId, countryCode, fileSha256);
    if (raced) {
      return { raced };
    }
    const { batchIds, removed } = await deleteRowsInPeriod(tx, period);
    await recountBatches(tx, batchIds);
    const matchedRows = lines.filter((l) => l.unmatchedReason === null).length;
    const batch = await insertBatch(tx, {
      id: batchId,
      ...key,
      fileName,
      fileSha256,
      format: report.format,
      status: 'applied',
      periodStart: report.periodStart,
      periodEnd: report.periodEnd,
      rowCount: lines.length,
      matchedRows,
      problemCount: report.problemCount,
      problems: stored(report.problems),
      createdAt: deps.now(),
    });
    await insertReportRows(
      tx,
      lines.map((l) => ({
        ...l,
        id: newId('arr'),
        batchId,
        ...key,
        currency: report.currency,
      })),
    );
    return { removed, batch };
  });
  if (outcome.raced) {
    return answerApplied(deps, outcome.raced);
  }
  return {
    dryRun: false,
    alreadyApplied: false,
    batch: outcome.batch ? toBatch(outcome.batch) : null,
    summary: summaryOf(fileName, report, lines, countryCode, outcome.removed),
    problems: report.problems,
    rows: lines.slice(0, associatePreviewLines).map((l) => toLine(l, countryCode)),
  };
}
