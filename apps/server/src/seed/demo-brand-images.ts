import sharp from 'sharp';
import { listBrandRows } from '../modules/catalog/brands.repository';
import { setBrandImage } from '../modules/catalog/brands.service';
import { storeImage } from '../modules/images/images.service';
import type { TDeps } from '../platform/deps';
import { demoUserActor } from './demo-actor';

// The demo seller's brands open with images (issue 13): a square of the brand's initials, drawn
// as SVG and made a JPEG with sharp, stored by the image service as the seller's own image and
// set through the call a seller's upload uses, so the images are real stored images.

const palette = ['#1f6f8b', '#8b4f1f', '#3d7a3a', '#6a3d8b', '#8b1f4a', '#2f4f8f'] as const;

/** Up to two initials of a brand name: "Linden & Loom" is LL, "Quiet Harbor" QH. */
export function brandInitials(name: string): string {
  const words = name.match(/[A-Za-z0-9]+/g) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** A 256×256 JPEG: the initials in white on a colour of the palette. */
export function brandImageJpeg(name: string, index: number): Promise<Buffer> {
  const colour = palette[index % palette.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" rx="32" fill="${colour}"/>
  <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
    font-size="104" font-weight="700" fill="#ffffff">${brandInitials(name)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Gives each of the seller's brands an image of its initials; answers how many. */
export async function seedDemoBrandImages(deps: TDeps, sellerId: string): Promise<number> {
  const actor = demoUserActor(sellerId, 'seller');
  const rows = await listBrandRows(deps.db, sellerId);
  for (const [index, brand] of rows.entries()) {
    const name = brand.marketplaceBrandName;
    const fileName = `${brandInitials(name).toLowerCase() || 'brand'}-logo.jpg`;
    const stored = await storeImage(deps, actor, await brandImageJpeg(name, index), fileName);
    await setBrandImage(deps, actor, brand.id, { imageUrl: stored.url });
  }
  return rows.length;
}
