import { countryCodes, marketplaceOf } from '@atlas/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TDeps } from '../../../platform/deps';
import { escapeHtml } from '../../../platform/html';
import { linkCodeOfAdGroup } from '../attribution/amazon-attribution-tag';
import { frame } from './consent-page';
import { demoPathPrefix } from './demo-marketplace';
import { findBrandProducts, findLandingProduct, type TLandingProduct } from './landing-pages.repository';

// Where demo links land (the offline stand-in for a marketplace's product and search pages): a
// product page and a brand search, each saying which attribution parameters it received, so a
// person following a link sees that the redirect delivered them.

type TQuery = Record<string, unknown>;

const asinPattern = /^[A-Z0-9]{10}$/;
/** The link an Attribution tag names: its ad group is `atlas-{code}` (amazon-attribution-tag.ts). */
const linkCodeOf = (adGroup: unknown) => (typeof adGroup === 'string' ? linkCodeOfAdGroup(adGroup) : null);
const countryOf = (cc: string) => countryCodes.find((code) => code === cc.toUpperCase());

const pageStyle = `<style>.product{display:flex;gap:20px;align-items:flex-start}.product img{width:160px;height:160px;border-radius:8px;background:#f3f4f6}
.price{font-size:20px;font-weight:600;margin:8px 0 16px}.attributed{margin-top:20px;padding:12px 14px;border-radius:8px;background:#f0fdf4;border:1px solid #bbf7d0}
.attributed.none{background:#f9fafb;border-color:#e5e7eb}code{font-size:12px}ul.results{list-style:none;padding:0;margin:0}
ul.results li{display:flex;gap:12px;align-items:center;padding:8px 0;border-top:1px solid #f3f4f6}ul.results img{width:48px;height:48px;border-radius:6px}</style>`;

function price(product: TLandingProduct, countryCode: string): string {
  if (product.priceMinor === null) {
    return 'Price not available';
  }
  return `${marketplaceOf(countryCode).symbol}${(product.priceMinor / 100).toFixed(2)}`;
}

/** The attribution parameters the page received, as a marketplace would read them. */
function attribution(query: TQuery): string {
  const code = linkCodeOf(query.aa_adgroupid);
  const received = ['maas', 'ref_', 'tag', 'aa_campaignid', 'aa_adgroupid', 'aa_creativeid']
    .filter((name) => typeof query[name] === 'string')
    .map((name) => `<code>${name}=${escapeHtml(query[name] as string)}</code>`)
    .join(' ');
  if (!code) {
    return `<div class="attributed none">No attribution: this visit came from no tracking link.${received ? ` Received ${received}.` : ''}</div>`;
  }
  return `<div class="attributed">Attributed to link <strong>${code}</strong>. Received ${received}.</div>`;
}

const image = (product: TLandingProduct, size: string) =>
  product.imageUrl ? `<img src="${escapeHtml(product.imageUrl)}" alt="" class="${size}">` : '';

const send = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

export function registerDemoLandingPages(app: FastifyInstance, deps: TDeps): void {
  app.get<{ Params: { cc: string; asin: string }; Querystring: TQuery }>(
    `${demoPathPrefix}/:cc/dp/:asin`,
    async (request, reply) => {
      const countryCode = countryOf(request.params.cc);
      const asin = request.params.asin.toUpperCase();
      if (!countryCode || !asinPattern.test(asin)) {
        return send(reply, 404, frame('Not found', '<div class="card"><h1>No such page</h1></div>'));
      }
      const product = await findLandingProduct(
        deps.db,
        countryCode,
        asin,
        linkCodeOf(request.query.aa_adgroupid),
      );
      const body = product
        ? `<div class="product">${image(product, 'large')}<div><h1>${escapeHtml(product.title)}</h1>
<p class="muted">ASIN ${asin} · ${marketplaceOf(countryCode).site}</p><div class="price">${price(product, countryCode)}</div></div></div>`
        : `<h1>Product ${asin}</h1><p class="muted">Not in the demo catalogue of ${marketplaceOf(countryCode).site}.</p>`;
      const html = frame(
        product?.title ?? asin,
        `${pageStyle}<div class="card">${body}${attribution(request.query)}</div>`,
      );
      return send(reply, product ? 200 : 404, html);
    },
  );

  app.get<{ Params: { cc: string }; Querystring: TQuery }>(
    `${demoPathPrefix}/:cc/s`,
    async (request, reply) => {
      const countryCode = countryOf(request.params.cc);
      const keywords = typeof request.query.k === 'string' ? request.query.k.trim().slice(0, 200) : '';
      if (!countryCode) {
        return send(reply, 404, frame('Not found', '<div class="card"><h1>No such page</h1></div>'));
      }
      const found = keywords ? await findBrandProducts(deps.db, countryCode, keywords, 12) : [];
      const results = found
        .map(
          (p) =>
            `<li>${image(p, 'small')}<div><a href="${demoPathPrefix}/${countryCode}/dp/${p.asin}">${escapeHtml(p.title)}</a><div class="muted">${price(p, countryCode)}</div></div></li>`,
        )
        .join('');
      const body = `<h1>Results for “${escapeHtml(keywords)}”</h1><p class="muted">${marketplaceOf(countryCode).site} · ${found.length === 0 ? 'no products of this brand in the demo catalogue' : `${found.length} products of this brand`}</p>
<ul class="results">${results}</ul>${attribution(request.query)}`;
      return send(
        reply,
        200,
        frame(`Results for ${keywords}`, `${pageStyle}<div class="card">${body}</div>`),
      );
    },
  );
}
