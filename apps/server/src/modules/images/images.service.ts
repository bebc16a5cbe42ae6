import { createHash, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  imageFormats,
  imageNameOf,
  imageUploadTimeoutMs,
  imageUploadWindowMs,
  type TImageClientConfig,
  type TImageUploadQuery,
  type TStoredImage,
} from '@atlas/shared';
import type { TQueryable } from '../../db/client';
import type { TStoredFile } from '../../db/schema';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { randomString } from '../../platform/ids';
import { imageLimits, keepImage } from './image-check';
import {
  findImageByName,
  findOwnImageByDigest,
  findOwnImagesByName,
  insertImage,
  setImageFileName,
  type TStoredImageRow,
} from './images.repository';

export const sha256Hex = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** The secret the web client computes: SHA-256 hex of the upload salt followed by ts. */
export const uploadSecret = (salt: string, ts: number | string) => sha256Hex(`${salt}${ts}`);

/** Secrets already used, per running app: a captured URL cannot store a second time. */
const seenByDeps = new WeakMap<TDeps, Map<string, number>>();
/** At most this many remembered; a signed URL is only good for ±5 minutes anyway. */
const maxSeen = 100_000;

function rememberOnce(deps: TDeps, key: string, nowMs: number): boolean {
  let seen = seenByDeps.get(deps);
  if (!seen) {
    seen = new Map();
    seenByDeps.set(deps, seen);
  }
  const until = seen.get(key);
  if (until !== undefined && until > nowMs) {
    return false;
  }
  if (seen.size >= maxSeen) {
    for (const [k, expiry] of seen) {
      if (expiry <= nowMs || seen.size >= maxSeen) {
        seen.delete(k);
      } else {
        break;
      }
    }
  }
  // remembered until its ts can no longer pass the window check
  seen.delete(key);
  seen.set(key, nowMs + 2 * imageUploadWindowMs);
  return true;
}

const forbidden = (message: string) => new AppError(ErrorCode.roleNotAllowed, message);

/**
 * The signed query of an upload: the configured biz, a secret made from the upload salt and
 * `ts`, `ts` within 5 minutes of now, and a secret never used before by this session. The upload
 * routes check it before the body is read (their `beforeBody`), so the services below do not.
 */
export function checkUploadQuery(deps: TDeps, actor: TUserActor, query: TImageUploadQuery): void {
  if (query.biz !== deps.config.IMAGE_BIZ) {
    throw new AppError(ErrorCode.validation, 'biz: Unknown biz', {
      fields: [{ path: 'biz', message: 'Unknown biz' }],
    });
  }
  const expected = Buffer.from(uploadSecret(deps.config.IMAGE_UPLOAD_SALT, query.ts));
  const given = Buffer.from(query.secret);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw forbidden('The upload secret does not match');
  }
  const nowMs = deps.now().getTime();
  if (Math.abs(nowMs - query.ts) > imageUploadWindowMs) {
    throw forbidden('The upload URL has expired; sign a new one');
  }
  if (!rememberOnce(deps, `${actor.sessionId}:${query.secret}`, nowMs)) {
    throw new AppError(ErrorCode.conflict, 'This upload URL was used already; sign a new one');
  }
}

export const imageUrl = (deps: TDeps, name: string) => `${deps.config.imageCacheBase}/${name}`;

const answerOf = (deps: TDeps, row: TStoredImageRow): TStoredImage => ({
  name: row.name,
  url: imageUrl(deps, row.name),
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  fileName: row.fileName,
});

async function withTimeout<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError(ErrorCode.internal, `The image could not be stored within ${ms / 1000} s`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stores the bytes under a new random name with the uploader's file name, unless the account
 * stored the same bytes already: that image answers, renamed when another file name came with
 * them (placements and messages copied the name they took, so theirs do not change).
 */
async function store(
  deps: TDeps,
  actor: TUserActor,
  body: unknown,
  fileName: string | null,
): Promise<TStoredImage> {
  // kept upright and without its metadata (EXIF GPS…); the digest and facts are of what is kept
  const sent = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  const { bytes, ...facts } = await keepImage(sent, imageLimits(deps.config), 'body');
  const sha256 = sha256Hex(bytes);
  const same = await findOwnImageByDigest(deps.db, actor.userId, sha256);
  if (same) {
    const renamed =
      fileName && fileName !== same.fileName ? await setImageFileName(deps.db, same.name, fileName) : same;
    return answerOf(deps, renamed ?? same);
  }
  const extension = imageFormats[facts.format];
  const id = randomString(20);
  const storageKey = `images/${id}.${extension}`;
  await deps.storage.put(storageKey, bytes);
  const row = await insertImage(deps.db, {
    name: `${id}.${extension}`,
    biz: deps.config.IMAGE_BIZ,
    ownerId: actor.userId,
    storageKey,
    contentType: `image/${facts.format}`,
    bytes: bytes.length,
    width: facts.width,
    height: facts.height,
    sha256,
    fileName,
  });
  return answerOf(deps, row);
}

/** PUT api/storage/v2/file/a.jpg */
export function uploadImage(deps: TDeps, actor: TUserActor, query: TImageUploadQuery, body: unknown) {
  return withTimeout(imageUploadTimeoutMs, store(deps, actor, body, query.fileName ?? null));
}

/** Stores bytes as the actor's image the way an upload does, without a signed query (the demo seed). */
export function storeImage(deps: TDeps, actor: TUserActor, bytes: Buffer, fileName: string | null) {
  return withTimeout(imageUploadTimeoutMs, store(deps, actor, bytes, fileName));
}

/**
 * PUT api/storage/v2/file/{url}: a new version of one of the account's images. It gets a name of
 * its own (resized copies of the old name are cached for a year, so its bytes never change) and
 * keeps the old one's file name unless another is sent; another account's image, or none, is 404.
 */
export async function uploadImageVersion(
  deps: TDeps,
  actor: TUserActor,
  query: TImageUploadQuery,
  url: string,
  body: unknown,
) {
  const current = await findImageByName(deps.db, imageNameOf(url));
  if (!current || current.ownerId !== actor.userId) {
    throw notFound('Image');
  }
  return withTimeout(imageUploadTimeoutMs, store(deps, actor, body, query.fileName ?? current.fileName));
}

export const imageClientConfig = (deps: TDeps): TImageClientConfig => ({
  biz: deps.config.IMAGE_BIZ,
  uploadSalt: deps.config.IMAGE_UPLOAD_SALT,
  urlSalt: deps.config.IMAGE_URL_SALT,
});

/**
 * `ownerId`'s stored images `names`, as a placement or message keeps its files (the name as id,
 * the image-cache URL, the uploader's file name or else the name), in the order given; undefined
 * where one is not theirs or not found.
 */
export async function ownImagesAsFiles(
  deps: Pick<TDeps, 'config'>,
  db: TQueryable,
  ownerId: string,
  names: string[],
): Promise<(TStoredFile | undefined)[]> {
  const rows = new Map((await findOwnImagesByName(db, ownerId, names)).map((row) => [row.name, row]));
  return names.map((name) => {
    const row = rows.get(name);
    return row
      ? {
          uploadId: row.name,
          url: `${deps.config.imageCacheBase}/${row.name}`,
          fileName: row.fileName ?? row.name,
          contentType: row.contentType,
          sizeBytes: row.bytes,
        }
      : undefined;
  });
}
