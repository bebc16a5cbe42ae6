import {
  commissionCsvPreviewHours,
  ErrorCode,
  maxCommissionCsvRows,
  type TApplyCommissionCsvRequest,
  type TApplyCommissionCsvResponse,
  type TCommissionCsvPreview,
  type TCommissionCsvSummary,
  type TCsvRowOutcome,
} from '@atlas/shared';
import type { TTx } from '../../db/client';
import type { TUserActor } from '../../platform/actor';
import { readCsv } from '../../platform/csv-read';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { TUploadedFile } from '../../platform/multipart';
import { pageWindow } from '../../platform/paging';
import { createSingleFlight } from '../../platform/single-flight';
import {
  deleteOldUploads,
  findUploadHead,
  insertUpload,
  listUploadRows,
  lockUpload,
  markApplied,
  type TUploadRow,
} from './commission-csv.repository';
import {
  commissionCsvSpec,
  namedAsins,
  previewRows,
  productKey,
  type TStoredRow,
  toCsvRow,
} from './commission-csv-rows';
import {
  findCommissionConfig,
  findProductSettingsByAsin,
  lockProductSettings,
  type TProductChange,
  writeProductChanges,
} from './commissions.repository';
import { authorOf, changeOf, changeProblem } from './product-changes';

const hour = 60 * 60 * 1000;
const previewLifetimeMs = commissionCsvPreviewHours * hour;
const keepUploadsMs = 7 * 24 * hour;
const firstPageSize = 50;

const expiresAt = (createdAt: Date) => new Date(createdAt.getTime() + previewLifetimeMs);

const cleanFileName = (name: string) => name.replace(/[\\/\r\n\t]/g, '_').slice(0, 200) || 'upload.csv';

type TPageInput = { outcome?: TCsvRowOutcome; page: number; pageSize: number };

type THead = Omit<TUploadRow, 'rows'>;

function toPreview(head: THead, page: TCommissionCsvPreview['rows']): TCommissionCsvPreview {
  const summary = head.summary as TCommissionCsvSummary;
  return {
    id: head.id,
    fileName: head.fileName,
    status: head.status,
    createdAt: head.createdAt.toISOString(),
    expiresAt: expiresAt(head.createdAt).toISOString(),
    summary: {
      total: summary.total,
      update: summary.update,
      unchanged: summary.unchanged,
      error: summary.error,
    },
    rows: page,
  };
}

/**
 * POST seller/product/preCommissionCsv: reads the file, checks every row against the seller's
 * products and bounds, keeps the outcome as a preview and answers its summary and first page.
 * Nothing of the catalogue changes here.
 */
export async function previewCommissionCsv(
  deps: TDeps,
  actor: TUserActor,
  file: TUploadedFile,
): Promise<TCommissionCsvPreview> {
  const { records } = readCsv(file.bytes, commissionCsvSpec, { maxRows: maxCommissionCsvRows });
  const [bounds, products] = await Promise.all([
    findCommissionConfig(deps.db, actor.userId),
    findProductSettingsByAsin(deps.db, actor.userId, namedAsins(records)),
  ]);
  const byKey = new Map(products.map((p) => [productKey(p.asin, p.countryCode), p]));
  const { rows, summary } = previewRows(records, byKey, bounds);
  const now = deps.now();
  const id = newId('csv');
  await deleteOldUploads(deps.db, actor.userId, new Date(now.getTime() - keepUploadsMs));
  await insertUpload(deps.db, {
    id,
    sellerId: actor.userId,
    fileName: cleanFileName(file.fileName),
    status: 'previewed',
    summary,
    rows,
    createdAt: now,
  });
  const head: THead = {
    id,
    sellerId: actor.userId,
    fileName: cleanFileName(file.fileName),
    status: 'previewed',
    summary,
    createdAt: now,
    appliedAt: null,
  };
  const items = rows.slice(0, firstPageSize).map(toCsvRow);
  return toPreview(head, { items, total: rows.length, page: 1, pageSize: firstPageSize });
}

/** GET seller/product/commissionCsv/rows: another page of a preview, optionally one outcome. */
export async function getCommissionCsvPreview(
  deps: TDeps,
  actor: TUserActor,
  input: TPageInput & { id: string },
): Promise<TCommissionCsvPreview> {
  const head = await findUploadHead(deps.db, actor.userId, input.id);
  if (!head) {
    throw notFound('Preview');
  }
  const { rows, total } = await listUploadRows(
    deps.db,
    actor.userId,
    head.id,
    input.outcome,
    pageWindow(input),
  );
  return toPreview(head, { items: rows.map(toCsvRow), total, page: input.page, pageSize: input.pageSize });
}

function appliedResult(upload: TUploadRow, alreadyApplied: boolean): TApplyCommissionCsvResponse {
  const summary = upload.summary;
  return {
    id: upload.id,
    applied: summary.applied ?? 0,
    unchanged: (summary.unchanged ?? 0) + (summary.appliedUnchanged ?? 0),
    skipped: summary.error ?? 0,
    appliedAt: (upload.appliedAt ?? new Date()).toISOString(),
    alreadyApplied,
  };
}

const stale = () =>
  new AppError(
    ErrorCode.conflict,
    'Your products changed since this preview and some rows no longer apply: upload the file again to see a new preview',
  );

/** Applies of one preview in progress on this instance (a double click, a retry while it runs). */
const applying = createSingleFlight<TApplyCommissionCsvResponse>();

/**
 * POST seller/product/doUpdateCommissionOrStatusCsv: applies the preview's valid rows in one
 * transaction and answers counts. The rules are checked again on the locked products; if any
 * row no longer holds, nothing is applied. A second apply of the same preview changes nothing
 * and answers the first one's counts: while the first runs, it waits for it (on PGlite a 100,000-row
 * apply holds the one connection for half a minute, longer than a call waits for a connection).
 */
export function applyCommissionCsv(
  deps: TDeps,
  actor: TUserActor,
  input: TApplyCommissionCsvRequest,
): Promise<TApplyCommissionCsvResponse> {
  return applying(
    `${actor.userId}:${input.id}`,
    () => applyOnce(deps, actor, input),
    (first) => ({ ...first, alreadyApplied: true }),
  );
}

async function applyOnce(
  deps: TDeps,
  actor: TUserActor,
  input: TApplyCommissionCsvRequest,
): Promise<TApplyCommissionCsvResponse> {
  const result = await deps.db.transaction(async (tx: TTx) => {
    const upload = await lockUpload(tx, actor.userId, input.id);
    if (!upload) {
      throw notFound('Preview');
    }
    if (upload.status === 'applied') {
      return appliedResult(upload, true);
    }
    const now = deps.now();
    if (now.getTime() > expiresAt(upload.createdAt).getTime()) {
      throw new AppError(
        ErrorCode.conflict,
        `This preview is more than ${commissionCsvPreviewHours} hours old: upload the file again`,
      );
    }
    const wanted = (upload.rows as TStoredRow[]).filter((row) => row[4] === 'update');
    const bounds = await findCommissionConfig(tx, actor.userId);
    const locked = await lockProductSettings(
      tx,
      actor.userId,
      wanted.map((row) => row[3] as string),
    );
    const byId = new Map(locked.map((p) => [p.id, p]));
    const changes: TProductChange[] = [];
    for (const row of wanted) {
      const product = byId.get(row[3] as string);
      const ask = { commissionBp: row[10] ?? undefined, status: row[11] ?? undefined };
      if (!product || changeProblem(product, ask, bounds)) {
        throw stale();
      }
      const change = changeOf(product, ask);
      if (change) {
        changes.push(change);
      }
    }
    await writeProductChanges(tx, changes, authorOf(actor), 'csv', now, () => newId('chg'));
    const summary = {
      ...upload.summary,
      applied: changes.length,
      appliedUnchanged: wanted.length - changes.length,
    };
    await markApplied(tx, upload.sellerId, upload.id, now, summary);
    return appliedResult({ ...upload, summary, appliedAt: now }, false);
  });
  // Statuses may have moved products in or out of the catalogue: links read whether they earn again.
  deps.linkCache.forgetAll();
  return result;
}
