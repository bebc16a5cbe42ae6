import type { TDeps } from '../../platform/deps';
import { uploadContent } from './upload-content';
import { setUploadContent, type TUploadRow } from './uploads.repository';

// Where an upload's bytes live, and the only way they are read back. What is kept (an image
// checked and encoded again, a PDF) lives under `files/{key}`. Before that rule uploads were kept
// as sent, at `{key}`: those are put through the same check the first time they are read.

/** The storage key of what an upload keeps (`key` is its row's, the one in its URL). */
export const keptKey = (storageKey: string) => `files/${storageKey}`;

/**
 * The bytes served for an upload (GET common/files/{key}, a campaign's resources zip). An
 * upload kept as sent before the rule is checked now: what passes is encoded again, moved to
 * `files/{key}` (the original deleted) and its row updated; what fails (an image over the pixel
 * limit, a BMP, a broken file) is served no more. Null when there is nothing to serve.
 */
export async function keptUploadBytes(deps: TDeps, row: TUploadRow): Promise<Buffer | null> {
  const kept = await deps.storage.get(keptKey(row.storageKey));
  if (kept) {
    return kept;
  }
  const original = await deps.storage.get(row.storageKey);
  if (!original) {
    return null;
  }
  const content = await uploadContent(deps.config, original).catch(() => null);
  if (!content) {
    return null;
  }
  await deps.storage.put(keptKey(row.storageKey), content.bytes);
  await setUploadContent(deps.db, row.id, {
    contentType: content.contentType,
    sizeBytes: content.bytes.length,
  });
  await deps.storage.delete(row.storageKey);
  return content.bytes;
}
