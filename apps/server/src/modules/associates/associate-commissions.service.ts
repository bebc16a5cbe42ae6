import {
  commissionProblem,
  ErrorCode,
  type TAssociateCommission,
  type TAssociateCommissionSaved,
  type TFieldError,
} from '@atlas/shared';
import type { TTx } from '../../db/client';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { findCommissionConfig } from '../commissions/commissions.repository';
import {
  findAssociatePublishers,
  findRatesByIds,
  findSellerBrands,
  lockBrands,
  lockRate,
  type TRateListRow,
  writeRate,
} from './associate-commissions.repository';

// POST seller/associate/publisher/commission/save and …/save/batch: a seller's associate
// commission on its brand, for every associate publisher or for one. All or nothing; every
// change is one history row; the same value again writes nothing. A new rate prices lines
// uploaded after it; lines already uploaded keep the rate they were priced at.

export type TRateAsk = { brandId: string; publisherId?: string; commissionBp: number };

export function toCommission(row: TRateListRow): TAssociateCommission {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** Every problem of the asks, each on its field (`items.2.commissionBp`, or `commissionBp` alone). */
async function problemsOf(deps: TDeps, actor: TUserActor, asks: TRateAsk[], prefix: (i: number) => string) {
  const brandIds = [...new Set(asks.map((a) => a.brandId))];
  const publisherIds = [...new Set(asks.flatMap((a) => (a.publisherId ? [a.publisherId] : [])))];
  const [brands, publishers, bounds] = await Promise.all([
    findSellerBrands(deps.db, actor.userId, brandIds),
    findAssociatePublishers(deps.db, publisherIds),
    findCommissionConfig(deps.db, actor.userId),
  ]);
  const myBrands = new Set(brands.map((b) => b.id));
  const associates = new Set(publishers.map((p) => p.id));
  const notMine: TFieldError[] = [];
  const invalid: TFieldError[] = [];
  const seen = new Set<string>();
  asks.forEach((ask, i) => {
    if (!myBrands.has(ask.brandId)) {
      notMine.push({ path: `${prefix(i)}brandId`, message: 'Brand not found' });
    }
    if (ask.publisherId && !associates.has(ask.publisherId)) {
      invalid.push({
        path: `${prefix(i)}publisherId`,
        message:
          'Not an associate publisher: only publishers with an associates tag in their profile earn associate commissions',
      });
    }
    const problem = commissionProblem(ask.commissionBp, bounds);
    if (problem) {
      invalid.push({ path: `${prefix(i)}commissionBp`, message: problem });
    }
    const key = `${ask.brandId}|${ask.publisherId ?? ''}`;
    if (seen.has(key)) {
      invalid.push({ path: `${prefix(i)}brandId`, message: 'This brand and publisher are listed twice' });
    }
    seen.add(key);
  });
  return { notMine, invalid };
}

async function saveRates(
  deps: TDeps,
  actor: TUserActor,
  asks: TRateAsk[],
  prefix: (i: number) => string,
): Promise<TAssociateCommissionSaved> {
  const { notMine, invalid } = await problemsOf(deps, actor, asks, prefix);
  if (notMine.length > 0) {
    throw new AppError(ErrorCode.notFound, 'Brand not found', { fields: notMine });
  }
  if (invalid.length > 0) {
    const [first] = invalid;
    throw new AppError(ErrorCode.validation, `${first?.path}: ${first?.message}`, { fields: invalid });
  }
  const now = deps.now();
  const ids: string[] = [];
  let changed = 0;
  await deps.db.transaction(async (tx: TTx) => {
    await lockBrands(
      tx,
      actor.userId,
      asks.map((a) => a.brandId),
    );
    for (const ask of asks) {
      const key = { sellerId: actor.userId, brandId: ask.brandId, publisherId: ask.publisherId ?? null };
      const current = await lockRate(tx, key);
      ids.push(current?.id ?? newId('asc'));
      if (current?.commissionBp === ask.commissionBp) {
        continue;
      }
      changed += 1;
      await writeRate(
        tx,
        {
          ...key,
          id: ids[ids.length - 1] as string,
          oldBp: current?.commissionBp ?? null,
          newBp: ask.commissionBp,
          changedBy: actor.actorUserId,
          historyId: newId('ach'),
        },
        now,
      );
    }
  });
  const rows = await findRatesByIds(deps.db, actor.userId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCommission(row)] : [];
  });
  return { changed, unchanged: asks.length - changed, items };
}

export function saveAssociateCommission(deps: TDeps, actor: TUserActor, ask: TRateAsk) {
  return saveRates(deps, actor, [ask], () => '');
}

export function saveAssociateCommissions(deps: TDeps, actor: TUserActor, asks: TRateAsk[]) {
  return saveRates(deps, actor, asks, (i) => `items.${i}.`);
}
