import {
  ErrorCode,
  marketplaceOf,
  type TPlacementDraftValues,
  ZPlacementCompleteSchema,
} from '@atlas/shared';
import type { TQueryable } from '../../db/client';
import type { TStoredFile } from '../../db/schema';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { ownFilesInOrder } from '../images/own-files';
import {
  ownsLiveSource,
  type TPlacementRow,
  type TPlacementValues,
  type TPriceValues,
} from './placements.repository';

// A placement body made into what is stored: its images resolved from the publisher's own
// uploads, its source checked, its prices given their marketplace's currency. And the one
// check of a whole placement, for creating online, submitting and changing a live one.

const fieldError = (path: string, message: string) =>
  new AppError(ErrorCode.validation, message, { fields: [{ path, message }] });

async function storedImages(
  db: TQueryable,
  userId: string,
  ids: string[],
  deps: Pick<TDeps, 'config'>,
): Promise<TStoredFile[]> {
  // names of the image service (issue 13) beside the older common/upload ids
  const files = await ownFilesInOrder(deps, db, { images: userId, uploads: userId }, ids);
  return files.map((found) => {
    if (!found) {
      throw notFound('Image');
    }
    if (found.kind !== 'image') {
      throw fieldError('imageIds', `${found.file.fileName} is not an image`);
    }
    return found.file;
  });
}

export type TResolvedPlacement = { values: TPlacementValues; prices: TPriceValues[] };

/** The body as stored; another account's upload or source answers 404, nothing kept. */
export async function resolvePlacement(
  db: TQueryable,
  publisherId: string,
  input: TPlacementDraftValues,
  deps: Pick<TDeps, 'config'>,
): Promise<TResolvedPlacement> {
  if (input.sourceId && !(await ownsLiveSource(db, publisherId, input.sourceId))) {
    throw notFound('Traffic source');
  }
  const images = await storedImages(db, publisherId, input.imageIds, deps);
  return {
    values: {
      title: input.title,
      description: input.description,
      format: input.format,
      sourceId: input.sourceId,
      categoryKeys: input.categoryKeys,
      audienceSize: input.audienceSize,
      audienceDescription: input.audienceDescription,
      images,
    },
    prices: input.prices.map((p) => ({ ...p, currency: marketplaceOf(p.countryCode).currency })),
  };
}

/** What a stored placement would send as its body (to check it whole on submit). */
export function draftOfRow(row: TPlacementRow, prices: TPriceValues[]) {
  return {
    title: row.title,
    description: row.description,
    format: row.format,
    sourceId: row.sourceId,
    categoryKeys: row.categoryKeys,
    audienceSize: row.audienceSize,
    audienceDescription: row.audienceDescription,
    imageIds: row.images.map((i) => i.uploadId),
    prices: prices.map(({ countryCode, priceMinor }) => ({ countryCode, priceMinor })),
  };
}

/**
 * 1001 with `data.fields` naming everything an online placement lacks (a source, categories,
 * an audience, a price), or nothing when it is whole.
 */
export function requireComplete(draft: unknown): void {
  const parsed = ZPlacementCompleteSchema.safeParse(draft);
  if (parsed.success) {
    return;
  }
  const fields = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  const names = [...new Set(fields.map((f) => f.message))].join('; ');
  throw new AppError(ErrorCode.validation, `The placement is not complete: ${names}`, { fields });
}

/** A stored placement's source must still be live to go online (the publisher may archive it). */
export async function requireLiveSource(db: TQueryable, row: TPlacementRow): Promise<void> {
  if (row.sourceId && !(await ownsLiveSource(db, row.publisherId, row.sourceId))) {
    throw fieldError('sourceId', 'The traffic source was archived: choose another');
  }
}
