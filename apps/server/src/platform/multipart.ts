import { ErrorCode } from '@atlas/shared';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** One uploaded file, read whole: uploads here are small (images, PDFs, CSVs). */
export type TUploadedFile = { fileName: string; bytes: Buffer; declaredType: string };

/** A byte count as people read it: `5 MB`, `0.5 MB`. */
export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** A refused upload: the reason on the field `file`. */
export const fileError = (code: typeof ErrorCode.validation | typeof ErrorCode.tooLarge, message: string) =>
  new AppError(code, message, { fields: [{ path: 'file', message }] });

/** A file name as stored: broken Unicode becomes U+FFFD and control characters (NUL…) go. */
export const cleanFileName = (name: string) =>
  Buffer.from(name, 'utf8')
    .toString('utf8')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();

/**
 * Reads the multipart field `file` (the first file part) up to `maxBytes`. Not multipart, no
 * file or an empty one: 400/1001 on the field `file`; larger than allowed: 413/1013, with the
 * limit in the message. The route calls it, so services receive bytes, never the request.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { maxBytes: number },
): Promise<TUploadedFile> {
  if (!request.isMultipart()) {
    throw fileError(ErrorCode.validation, 'Send the file as multipart/form-data in the field "file"');
  }
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  let bytes: Buffer;
  try {
    part = await request.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 20 } });
    bytes = part ? await part.toBuffer() : Buffer.alloc(0);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError(ErrorCode.tooLarge, `The file is larger than ${megabytes(options.maxBytes)}`);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw fileError(ErrorCode.validation, 'Send one file at a time');
    }
    // No boundary, a cut-off body, a broken part header: the sender's fault, never a 500.
    throw fileError(
      ErrorCode.validation,
      'The upload could not be read: send one file as multipart/form-data',
    );
  }
  if (!part) {
    throw fileError(ErrorCode.validation, 'Choose a file to upload');
  }
  if (bytes.length === 0) {
    throw fileError(ErrorCode.validation, 'The file is empty');
  }
  return { fileName: cleanFileName(part.filename) || 'upload', bytes, declaredType: part.mimetype };
}
