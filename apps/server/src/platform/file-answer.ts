import type { TFileAnswer } from '@atlas/shared';

/** A document for the envelope (`ZFileAnswerSchema`): a GET that is not an EXPORT answers its file so. */
export function fileAnswer(fileName: string, contentType: string, bytes: Buffer): TFileAnswer {
  return { fileName, contentType, size: bytes.length, contentBase64: bytes.toString('base64') };
}
