import { ErrorCode, maxDealCsvRows, type TDealUploadResponse, type TFieldError } from '@atlas/shared';
import type { TTx } from '../../db/client';
import type { TUserActor } from '../../platform/actor';
import { readCsv } from '../../platform/csv-read';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { TUploadedFile } from '../../platform/multipart';
import { findCommissionConfig } from '../commissions/commissions.repository';
import { checkLine, countryOf, dealCsvSpec, type TContext, type TLine, upper } from './deal-csv-lines';
import {
  findDealProductsByAsin,
  findDealsOfProducts,
  insertDeals,
  lockDealProducts,
} from './deals.repository';

const maxReportedErrors = 500;

function refuse(lines: TLine[], total: number): never {
  const bad = lines.filter((l) => l.errors.length > 0);
  const fields: TFieldError[] = bad
    .flatMap((l) => l.errors.map((message) => ({ path: `lines.${l.line}`, message })))
    .slice(0, maxReportedErrors);
  // Called with at least one wrong line, so there is a first message to show.
  const first = fields[0] as TFieldError;
  throw new AppError(
    ErrorCode.validation,
    `${bad.length} of ${total} lines have errors, so no deal was created. Line ${first.path.slice(6)}: ${first.message}`,
    { fields },
  );
}

/**
 * POST seller/product/deal/upload: every line is checked (the same rules as the form, overlaps
 * with existing deals and with other lines included); if any line is wrong nothing is created
 * and every wrong line is named, otherwise all deals are created in one transaction.
 */
export async function uploadDeals(
  deps: TDeps,
  actor: TUserActor,
  file: TUploadedFile,
): Promise<TDealUploadResponse> {
  const { records } = readCsv(file.bytes, dealCsvSpec, { maxRows: maxDealCsvRows });
  const asins = [...new Set(records.map((r) => upper(r.cells.asin)))];
  const candidates = await findDealProductsByAsin(deps.db, actor.userId, asins);
  return deps.db.transaction(async (tx: TTx) => {
    const locked = await lockDealProducts(
      tx,
      actor.userId,
      candidates.map((p) => p.id),
    );
    const lockedIds = locked.map((p) => p.id);
    const byKey = new Map(locked.map((p) => [`${p.asin}|${p.countryCode}`, p]));
    const ctx: TContext = {
      sellerId: actor.userId,
      now: deps.now(),
      bounds: await findCommissionConfig(tx, actor.userId),
      dealsByProduct: new Map(),
    };
    for (const deal of await findDealsOfProducts(tx, lockedIds)) {
      const known = ctx.dealsByProduct.get(deal.productId);
      if (known) {
        known.push(deal);
      } else {
        ctx.dealsByProduct.set(deal.productId, [deal]);
      }
    }
    const checked = records.map((record) =>
      checkLine(record, byKey.get(`${upper(record.cells.asin)}|${countryOf(record.cells.country)}`), ctx),
    );
    if (checked.some((c) => c.line.errors.length > 0)) {
      refuse(
        checked.map((c) => c.line),
        checked.length,
      );
    }
    const rows = checked.flatMap((c) => (c.row ? [c.row] : []));
    await insertDeals(tx, rows);
    return { created: rows.length, ids: rows.map((r) => r.id) };
  });
}
