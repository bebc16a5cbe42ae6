import { apiPrefix, ErrorCode, maxUploadBytes, type TUpload } from '@atlas/shared';
import type { TQueryable } from '../../db/client';
import type { TStoredFile } from '../../db/schema';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { newId, randomString } from '../../platform/ids';
import { fileError, megabytes, type TUploadedFile } from '../../platform/multipart';
import { keptKey, keptUploadBytes } from './upload-bytes';
import { uploadContent } from './upload-content';
import { findOwnUploads, findUploadByKey, insertUpload, type TUploadRow } from './uploads.repository';

/** The largest file any upload may be; the kind's own limit is checked once the type is known. */
export const uploadReadLimit = Math.max(...Object.values(maxUploadBytes));

/** Room in a multipart body for its boundary and part headers beside the file. */
const formOverheadBytes = 64 * 1024;

/**
 * An upload whose declared length (Content-Length) is beyond the largest file and its form's
 * headers answers 413/1013 before a byte of it is read (the route's `beforeBody`); a body without
 * one stops being read at `uploadReadLimit`.
 */
export function refuseLongUpload(declaredLength: string | undefined): void {
  if (Number(declaredLength) > uploadReadLimit + formOverheadBytes) {
    throw fileError(ErrorCode.tooLarge, `The file is larger than ${megabytes(uploadReadLimit)}`);
  }
}

export const fileUrl = (storageKey: string) => `${apiPrefix}common/files/${storageKey}`;

function toUpload(row: TUploadRow): TUpload {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    url: fileUrl(row.storageKey),
    createdAt: row.createdAt.toISOString(),
  };
}

/** An upload as a placement, campaign or message keeps it. */
export function storedFileOf(row: TUploadRow): TStoredFile {
  const { fileName, contentType, sizeBytes } = row;
  return { uploadId: row.id, url: fileUrl(row.storageKey), fileName, contentType, sizeBytes };
}

/** `ownerId`'s uploads `ids` in the order given, undefined where one is not theirs or not found. */
export async function ownUploadsInOrder(
  db: TQueryable,
  ownerId: string,
  ids: string[],
): Promise<(TUploadRow | undefined)[]> {
  const byId = new Map((await findOwnUploads(db, ownerId, ids)).map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id));
}

/**
 * `ownerId`'s uploads `ids` in the order given, or the indexes in `ids` of those not found
 * (another account's upload is not found): the caller names them in its own words.
 */
export async function resolveOwnUploads(
  db: TQueryable,
  ownerId: string,
  ids: string[],
): Promise<{ rows: TUploadRow[] } | { missing: number[] }> {
  const rows = await ownUploadsInOrder(db, ownerId, ids);
  const missing = rows.flatMap((row, index) => (row ? [] : [index]));
  return missing.length > 0 ? { missing } : { rows: rows as TUploadRow[] };
}

/** A name to show, never a path: no folders, no control characters, at most 200 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.slice(-200) || 'upload';
}

/**
 * Keeps an image or PDF an account uploaded (POST common/upload; an operator's reply file is
 * kept as its conversation's account's). The type is read from the bytes, never from the name or
 * the browser's word, and an image is kept as the image service keeps it: checked, upright and
 * without its metadata (`uploadContent`). The stored name is random: the file's URL cannot be guessed.
 */
export async function saveUpload(
  deps: TDeps,
  owner: Pick<TUserActor, 'userId'>,
  file: TUploadedFile,
): Promise<TUpload> {
  const content = await uploadContent(deps.config, file.bytes);
  const storageKey = `${randomString(32)}.${content.extension}`;
  await deps.storage.put(keptKey(storageKey), content.bytes);
  const row = await insertUpload(deps.db, {
    id: newId('upl'),
    userId: owner.userId,
    kind: content.kind,
    fileName: cleanFileName(file.fileName),
    contentType: content.contentType,
    sizeBytes: content.bytes.length,
    storageKey,
    createdAt: deps.now(),
  });
  return toUpload(row);
}

/** An uploaded file's bytes by its random key (GET common/files/{key}): what was kept of it. */
export async function readUpload(
  deps: TDeps,
  storageKey: string,
): Promise<{ upload: TUpload; bytes: Buffer }> {
  const row = await findUploadByKey(deps.db, storageKey);
  const bytes = row ? await keptUploadBytes(deps, row) : null;
  if (!row || !bytes) {
    throw notFound('File');
  }
  return { upload: toUpload(row), bytes };
}
