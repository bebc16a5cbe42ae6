import {
  commissionBoundsText,
  commissionPercent,
  commissionProblem,
  ErrorCode,
  type TCommissionBounds,
  type TCommissionSource,
  type TFieldError,
  type TProductSettings,
} from '@atlas/shared';
import type { TTx } from '../../db/client';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import {
  findCommissionConfig,
  lockProductSettings,
  type TChangeAuthor,
  type TProductChange,
  type TProductSetting,
  writeProductChanges,
} from './commissions.repository';

/** What a call asks of every product it names: a rate, a status, or both. */
export type TAsk = { commissionBp?: number; status?: 'inactive' | 'active' };

/** changedBy is the account; actorUserId the delegate working in it, when there is one. */
export function authorOf(actor: TUserActor): TChangeAuthor {
  return {
    sellerId: actor.userId,
    changedBy: actor.userId,
    actorUserId: actor.actorUserId && actor.actorUserId !== actor.userId ? actor.actorUserId : null,
  };
}

/**
 * The rule for one product, shared by the screen's calls and the CSV: variations follow their
 * parent; active needs a rate within the bounds. Null when the ask is allowed.
 */
export function changeProblem(product: TProductSetting, ask: TAsk, bounds: TCommissionBounds): string | null {
  if (product.parentId) {
    return `${product.asin} is a variation: its commission and status follow its parent product`;
  }
  if (ask.commissionBp !== undefined) {
    const problem = commissionProblem(ask.commissionBp, bounds);
    if (problem) {
      return problem;
    }
  }
  const status = ask.status ?? product.status;
  const rate = ask.commissionBp ?? product.commissionBp;
  if (status === 'active' && (rate === null || commissionProblem(rate, bounds))) {
    return rate === null
      ? `${product.asin} has no commission yet: set one ${commissionBoundsText(bounds)} before activating it`
      : `${product.asin}'s commission is outside the allowed range: set one ${commissionBoundsText(bounds)} before activating it`;
  }
  return null;
}

/** The change the ask makes, or null when the product already has it (nothing to write). */
export function changeOf(product: TProductSetting, ask: TAsk): TProductChange | null {
  const commissionBp = ask.commissionBp ?? product.commissionBp;
  const status = ask.status ?? product.status;
  if (commissionBp === product.commissionBp && status === product.status) {
    return null;
  }
  return { product, commissionBp, status };
}

export function toSettings(
  product: TProductSetting,
  change: TProductChange | null,
  now: Date,
): TProductSettings {
  const rateChanged = change !== null && change.commissionBp !== product.commissionBp;
  const updatedAt = rateChanged ? now : product.commissionUpdatedAt;
  const rate = change ? change.commissionBp : product.commissionBp;
  return {
    id: product.id,
    asin: product.asin,
    countryCode: product.countryCode,
    status: change?.status ?? product.status,
    commissionBp: rate,
    commission: rate === null ? null : commissionPercent(rate),
    commissionUpdatedAt: updatedAt ? updatedAt.toISOString() : null,
  };
}

/**
 * One ask for a selection of the seller's products, all or nothing: an id that is not the
 * seller's answers 404 (as if it did not exist), any product the rules refuse answers with every
 * refused product named, and only then are the changes and their history written.
 */
export async function changeSelection(
  deps: TDeps,
  actor: TUserActor,
  ids: string[],
  ask: TAsk,
  source: TCommissionSource,
) {
  const result = await deps.db.transaction(async (tx: TTx) => {
    const bounds = await findCommissionConfig(tx, actor.userId);
    if (ask.commissionBp !== undefined) {
      const problem = commissionProblem(ask.commissionBp, bounds);
      if (problem) {
        throw new AppError(ErrorCode.validation, problem, {
          fields: [{ path: 'commissionBp', message: problem }],
        });
      }
    }
    const found = new Map((await lockProductSettings(tx, actor.userId, ids)).map((p) => [p.id, p]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new AppError(ErrorCode.notFound, `Product not found: ${missing.slice(0, 5).join(', ')}`);
    }
    const refused: TFieldError[] = [];
    ids.forEach((id, index) => {
      const problem = changeProblem(found.get(id) as TProductSetting, ask, bounds);
      if (problem) {
        refused.push({ path: `ids.${index}`, message: problem });
      }
    });
    if (refused.length > 0) {
      const first = (refused[0] as TFieldError).message;
      const more = refused.length > 1 ? ` (and ${refused.length - 1} more)` : '';
      throw new AppError(ErrorCode.conflict, `${first}${more}`, { fields: refused });
    }
    const now = deps.now();
    const products = ids.map((id) => found.get(id) as TProductSetting);
    const changes = products.map((p) => changeOf(p, ask));
    const toWrite = changes.filter((c): c is TProductChange => c !== null);
    await writeProductChanges(tx, toWrite, authorOf(actor), source, now, () => newId('chg'));
    return {
      changed: toWrite.length,
      unchanged: products.length - toWrite.length,
      products: products.map((p, i) => toSettings(p, changes[i] ?? null, now)),
    };
  });
  // A status change moves products in or out of the catalogue: the redirect reads again whether
  // links to them earn (docs/architecture.md, "Clicks").
  if (ask.status !== undefined && result.changed > 0) {
    deps.linkCache.forgetAll();
  }
  return result;
}
