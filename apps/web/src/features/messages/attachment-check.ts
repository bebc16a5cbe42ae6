import { maxUploadBytes, uploadAcceptText, uploadTypes } from '@atlas/shared';

/** What the file picker offers; the server reads the real type from the bytes. */
export const attachmentAccept = Object.keys(uploadTypes).join(',');

/**
 * Why a picked file cannot be attached, or null: the browser's type and the size, checked
 * before the upload so a person hears of it at once (the server checks both again).
 */
export function attachmentProblem(file: { type: string; size: number; name: string }): string | null {
  const type = uploadTypes[file.type as keyof typeof uploadTypes];
  if (!type) {
    return `${file.name}: upload ${uploadAcceptText}`;
  }
  const limit = maxUploadBytes[type.kind];
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
