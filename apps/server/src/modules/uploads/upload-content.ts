import {
  ErrorCode,
  imageFormats,
  maxUploadBytes,
  type TUploadKind,
  uploadAcceptText,
  uploadTypes,
} from '@atlas/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { TConfig } from '../../config';
import { fileError, megabytes } from '../../platform/multipart';
import { keepImage, type TImageLimits } from '../images/image-check';

/** What an upload keeps: the bytes stored and served, and what they are. */
export type TUploadContent = { kind: TUploadKind; contentType: string; extension: string; bytes: Buffer };

/**
 * The image service's limits, with the upload's own 5 MB for images (the web client checks the
 * same before sending): IMAGE_MAX_BYTES still wins when it is set lower.
 */
export const uploadImageLimits = (
  config: Pick<TConfig, 'IMAGE_MAX_BYTES' | 'IMAGE_MAX_PIXELS'>,
): TImageLimits => ({
  maxBytes: Math.min(maxUploadBytes.image, config.IMAGE_MAX_BYTES),
  maxPixels: config.IMAGE_MAX_PIXELS,
});

/**
 * What `bytes` are by their content, never the name or the browser's word, and what is kept of
 * them: an image goes through the image service's check and is encoded again without its
 * metadata (`keepImage`, errors on `file`); a PDF is known by its `%PDF-` start and kept as sent
 * (it is only ever served as a download). Anything else, an SVG or a script named `.png`
 * included, is 400/1001 on `file`; too large, 413/1013.
 */
export async function uploadContent(
  config: Pick<TConfig, 'IMAGE_MAX_BYTES' | 'IMAGE_MAX_PIXELS'>,
  bytes: Buffer,
): Promise<TUploadContent> {
  const detected = await fileTypeFromBuffer(bytes);
  const type = detected ? uploadTypes[detected.mime as keyof typeof uploadTypes] : undefined;
  if (!type) {
    throw fileError(ErrorCode.validation, `This type of file is not accepted: upload ${uploadAcceptText}`);
  }
  if (type.kind === 'image') {
    const image = await keepImage(bytes, uploadImageLimits(config), 'file');
    const contentType = `image/${image.format}`;
    return { kind: 'image', contentType, extension: imageFormats[image.format], bytes: image.bytes };
  }
  if (bytes.length > maxUploadBytes.file) {
    throw fileError(ErrorCode.tooLarge, `PDF files can be at most ${megabytes(maxUploadBytes.file)}`);
  }
  return { kind: 'file', contentType: 'application/pdf', extension: type.extension, bytes };
}
