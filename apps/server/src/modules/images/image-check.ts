import { ErrorCode, imageFormats, type TErrorCode, type TImageFormat } from '@atlas/shared';
import sharp, { type Metadata } from 'sharp';
import type { TConfig } from '../../config';
import { AppError } from '../../platform/errors';
import { megabytes } from '../../platform/multipart';
import { withoutMetadata } from './image-metadata';

// The one check every image we keep goes through, whoever takes it in (the image service's
// upload, `common/upload`, an operator's reply file): size, format read from the content, pixels
// read from the header before anything is decoded, then encoded again without its metadata.

/** What an image may be: bytes as sent, and pixels (width × height × frames) once decoded. */
export type TImageLimits = { maxBytes: number; maxPixels: number };

/** The image as it is kept: the bytes stored and served, and what they are. */
export type TKeptImage = { bytes: Buffer; format: TImageFormat; width: number; height: number };

/** The image service's limits (IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS). */
export const imageLimits = (config: Pick<TConfig, 'IMAGE_MAX_BYTES' | 'IMAGE_MAX_PIXELS'>): TImageLimits => ({
  maxBytes: config.IMAGE_MAX_BYTES,
  maxPixels: config.IMAGE_MAX_PIXELS,
});

/** A refusal naming the part of the request (`body`, `file`) that held the image. */
const refusal = (code: TErrorCode, field: string, message: string) =>
  new AppError(code, message, { fields: [{ path: field, message }] });

export const imageTooLarge = (maxBytes: number, field: string) =>
  refusal(ErrorCode.tooLarge, field, `An image may have at most ${megabytes(maxBytes)}`);

const notAnImage = (field: string) =>
  refusal(ErrorCode.validation, field, `The ${field} is not an image (JPEG, PNG, WebP or GIF)`);

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What the bytes are by their header alone (nothing is decoded): one of the four formats, with
 * width × height × frames within `maxPixels` (every frame of an animation is decoded, so all
 * count), else 400/1001 naming `field`.
 */
async function readImageHeader(bytes: Buffer, maxPixels: number, field: string) {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage(field);
  }
  const format = meta.format === ('jpg' as string) ? 'jpeg' : meta.format;
  if (!format || !(format in imageFormats) || !meta.width || !meta.height) {
    throw notAnImage(field);
  }
  const height = meta.pageHeight ?? meta.height;
  const frames = meta.pages ?? 1;
  const pixels = meta.width * height * frames;
  if (pixels > maxPixels) {
    const size = `${count(meta.width)} × ${count(height)}${frames > 1 ? ` × ${frames} frames` : ''}`;
    const limit = `at most ${count(maxPixels)} are taken (width × height × frames)`;
    throw refusal(ErrorCode.validation, field, `The image has ${count(pixels)} pixels (${size}); ${limit}`);
  }
  return { format: format as TImageFormat, width: meta.width, height };
}

/**
 * The image as we keep it: at most `maxBytes` (413/1013), one of JPEG, PNG, WebP or GIF by its
 * content whatever it was called, within `maxPixels` before a pixel is decoded (400/1001), then
 * turned upright and encoded again so no EXIF (GPS), XMP, IPTC or comment survives. Anything
 * that fails to decode is not an image (400/1001). Errors name `field`.
 */
export async function keepImage(bytes: Buffer, limits: TImageLimits, field: string): Promise<TKeptImage> {
  if (bytes.length > limits.maxBytes) {
    throw imageTooLarge(limits.maxBytes, field);
  }
  if (bytes.length === 0) {
    throw notAnImage(field);
  }
  const sent = await readImageHeader(bytes, limits.maxPixels, field);
  const kept = await withoutMetadata(bytes, sent.format, limits.maxPixels).catch(() => {
    throw notAnImage(field);
  });
  const { format, width, height } = await readImageHeader(kept, limits.maxPixels, field);
  return { bytes: kept, format, width, height };
}
