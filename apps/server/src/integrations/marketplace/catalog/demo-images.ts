import type { FastifyInstance } from 'fastify';
import { demoImagePath } from './demo-catalog';
import type { TDemoGlyph } from './demo-catalog-data';

// The demo marketplace's product pictures: drawn here, served locally, so the demo needs no
// network and no image files. A picture is a silhouette of the product kind in the item's hue.

const shapes: Record<TDemoGlyph, string> = {
  bottle:
    '<rect x="160" y="70" width="80" height="34" rx="8" class="d"/><rect x="172" y="100" width="56" height="36" class="m"/><rect x="132" y="132" width="136" height="206" rx="30" class="m"/><rect x="150" y="180" width="100" height="70" rx="10" class="l"/>',
  pan: '<circle cx="170" cy="210" r="110" class="m"/><circle cx="170" cy="210" r="84" class="d"/><rect x="270" y="196" width="110" height="28" rx="14" class="m"/>',
  box: '<rect x="90" y="150" width="220" height="170" rx="12" class="m"/><rect x="80" y="120" width="240" height="44" rx="10" class="d"/><rect x="180" y="120" width="40" height="200" class="l"/>',
  mug: '<rect x="110" y="120" width="160" height="200" rx="22" class="m"/><circle cx="282" cy="220" r="48" fill="none" stroke-width="22" class="s"/><rect x="126" y="140" width="40" height="160" rx="12" class="l"/>',
  bag: '<path d="M150 150 a50 50 0 0 1 100 0" fill="none" stroke-width="16" class="s"/><path d="M100 150 h200 l24 190 h-248 z" class="m"/><rect x="150" y="200" width="100" height="16" rx="8" class="l"/>',
  lamp: '<path d="M140 90 h120 l44 120 h-208 z" class="l"/><rect x="192" y="210" width="16" height="100" class="d"/><rect x="136" y="306" width="128" height="26" rx="12" class="m"/>',
  pillow:
    '<path d="M90 110 q110 -30 220 0 q-20 90 0 180 q-110 30 -220 0 q20 -90 0 -180 z" class="m"/><path d="M130 150 q70 -16 140 0" fill="none" stroke-width="10" class="s l"/>',
  tent: '<path d="M200 80 l150 250 h-300 z" class="m"/><path d="M200 80 l46 250 h-92 z" class="d"/><rect x="40" y="326" width="320" height="12" rx="6" class="d"/>',
  knife:
    '<path d="M80 250 l200 -150 q30 -10 20 25 l-150 170 z" class="l"/><rect x="60" y="250" width="110" height="34" rx="14" transform="rotate(-38 115 267)" class="d"/>',
};

/** The SVG of a glyph in a hue (0-359): a pale backdrop and the product in three tones. */
export function demoImageSvg(glyph: TDemoGlyph, hue: number): string {
  const tone = (s: number, l: number) => `hsl(${hue} ${s}% ${l}%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><style>.m{fill:${tone(42, 52)}}.d{fill:${tone(40, 34)}}.l{fill:${tone(45, 78)}}.s{stroke:${tone(40, 34)}}</style><rect width="400" height="400" fill="${tone(40, 95)}"/><ellipse cx="200" cy="352" rx="150" ry="14" fill="${tone(20, 86)}"/>${shapes[glyph]}</svg>`;
}

const fileName = new RegExp(`^(${Object.keys(shapes).join('|')})-(\\d{1,3})\\.svg$`);

/** GET /demo-marketplace/images/{glyph}-{hue}.svg: cached for a year, the drawing never changes. */
export function registerDemoImages(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${demoImagePath}/:file`, async (request, reply) => {
    const match = fileName.exec(request.params.file);
    const hue = Number(match?.[2]);
    if (!match || hue > 359) {
      return reply.status(404).type('text/plain').send('No such image');
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(demoImageSvg(match[1] as TDemoGlyph, hue));
  });
}
