import { maxUploadBytes, uploadTypes } from '@atlas/shared';
import { storedImageAccept } from '../../lib/images';

type TUploadType = keyof typeof uploadTypes;

/** Images go through the image service (issue 13), which takes these; PDFs through common/upload. */
const serviceImageTypes = storedImageAccept.split(',');
export const isServiceImage = (type: string) => serviceImageTypes.includes(type);

const attachmentTypes = (Object.keys(uploadTypes) as TUploadType[]).filter(
  (type) => uploadTypes[type].kind === 'file' || isServiceImage(type),
);
const attachmentText = 'PNG, JPEG, GIF or WebP images up to 5 MB, or PDF files up to 10 MB';

/** What the file picker offers; the server reads the real type from the bytes. */
export const attachmentAccept = attachmentTypes.join(',');

/**
 * Why a picked file cannot be attached, or null: the browser's type and the size, checked
 * before the upload so a person hears of it at once (the server checks both again).
 */
export function attachmentProblem(file: { type: string; size: number; name: string }): string | null {
  if (!attachmentTypes.includes(file.type as TUploadType)) {
    return `${file.name}: upload ${attachmentText}`;
  }
  const limit = maxUploadBytes[uploadTypes[file.type as TUploadType].kind];
  if (file.size > limit) {
    return `${file.name} is larger than ${limit / 1024 / 1024} MB`;
  }
  return null;
}

/** A uuid per message, the key that makes sending it again harmless. */
export function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
