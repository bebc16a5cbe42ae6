import type { TImageFormat } from '@atlas/shared';
import sharp from 'sharp';
import { animatedFormats } from './image-metadata';

/** What a resized copy is: its box, its mode and its format. */
export type TResize = { width: number; height: number; mode: string; format: TImageFormat };

/**
 * Builds a resized copy: mode 1 fits inside W×H (never enlarged), mode 2 covers it exactly; a
 * 0 side follows the other, 0×0 is the original size. Animations keep their frames. Decoding
 * more than `maxPixels` (all frames together) fails.
 */
export function resizeImage(bytes: Buffer, size: TResize, maxPixels: number): Promise<Buffer> {
  const { width, height, mode, format } = size;
  const fit = mode === '2' && width > 0 && height > 0 ? 'cover' : 'inside';
  let pipeline = sharp(bytes, {
    animated: animatedFormats.includes(format),
    limitInputPixels: maxPixels,
  }).rotate();
  if (width > 0 || height > 0) {
    pipeline = pipeline.resize({
      width: width || undefined,
      height: height || undefined,
      fit,
      withoutEnlargement: fit === 'inside',
    });
  }
  return pipeline.toFormat(format).toBuffer();
}
