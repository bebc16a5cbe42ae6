import type { TImageFormat } from '@atlas/shared';
import sharp from 'sharp';

/** Formats whose files may hold an animation, kept frame by frame. */
export const animatedFormats: readonly TImageFormat[] = ['gif', 'webp'];

/**
 * The image as it is stored and served: turned upright by its EXIF orientation, then encoded
 * again in the same format, which drops every metadata block (EXIF with GPS and camera serial,
 * XMP, IPTC, comments). JPEG and WebP are encoded at quality 90; animations keep their frames.
 * Decoding more than `maxPixels` (all frames together) fails.
 */
export function withoutMetadata(bytes: Buffer, format: TImageFormat, maxPixels: number): Promise<Buffer> {
  return sharp(bytes, { animated: animatedFormats.includes(format), limitInputPixels: maxPixels })
    .rotate()
    .toFormat(format, format === 'jpeg' || format === 'webp' ? { quality: 90 } : {})
    .toBuffer();
}
