import { countryCodes, marketplaceOf, type TCountryCode } from '@atlas/shared';
import {
  brandCountOfSellingPartner,
  demoThemes,
  priceFactor,
  type TDemoFamily,
  type TDemoGlyph,
  themeOfSellingPartner,
} from './demo-catalog-data';
import type { TCatalogItem, TMarketplaceCatalog } from './types';

/** Where the demo marketplace serves its product pictures (demo-images.ts). */
export const demoImagePath = '/demo-marketplace/images';
export const demoPageSize = 100;

type TDemoProduct = {
  asin: string;
  parentAsin: string | null;
  brandName: string;
  title: string;
  category: string;
  subcategory: string;
  usdCents: number;
  attributes: Record<string, string> | null;
  glyph: TDemoGlyph;
  hue: number;
  countries: ReadonlySet<TCountryCode>;
  inStock: boolean;
};

/** A small seeded generator (FNV-1a of the seed into mulberry32): same seed, same catalogue, everywhere. */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const asinAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const series = ['Classic', 'Pro', 'Essential', 'Signature', 'Studio', 'Select', 'Prime', 'Origin'];

/** A price that ends in .99, as shelves do. */
const shelfPrice = (cents: number) => Math.max(99, Math.round(cents / 100) * 100 - 1);

function generate(sellingPartnerId: string): TDemoProduct[] {
  const random = seededRandom(sellingPartnerId);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const themeKeys = Object.keys(demoThemes) as (keyof typeof demoThemes)[];
  const theme = demoThemes[themeOfSellingPartner[sellingPartnerId] ?? pick(themeKeys)];
  const asins = new Set<string>();
  const newAsin = () => {
    for (;;) {
      let asin = 'B0';
      for (let i = 0; i < 8; i++) {
        asin += pick([...asinAlphabet]);
      }
      if (!asins.has(asin)) {
        asins.add(asin);
        return asin;
      }
    }
  };
  const titles = new Set<string>();
  const out: TDemoProduct[] = [];
  const brandCount = brandCountOfSellingPartner[sellingPartnerId] ?? 4 + Math.floor(random() * 2);
  for (const brandName of theme.brands.slice(0, brandCount)) {
    const parents = 40 + Math.floor(random() * 30);
    for (let i = 0; i < parents; i++) {
      const family: TDemoFamily = pick(theme.families);
      let title = `${brandName} ${pick(theme.adjectives)} ${family.noun}, ${pick(family.specs)} – ${pick(family.features)}`;
      if (titles.has(title)) {
        title = `${title} (${pick(series)} Series)`;
      }
      titles.add(title);
      const [low, high] = family.priceCents;
      const usdCents = shelfPrice(low + random() * (high - low));
      const countries = new Set<TCountryCode>(countryCodes.filter((c) => c === 'US' || random() < 0.8));
      const hue = Math.floor(random() * 360);
      const base = {
        brandName,
        category: family.category,
        subcategory: family.subcategory,
        glyph: family.glyph,
        countries,
      };
      const [axis] = Object.entries(family.axes);
      const parentAsin = newAsin();
      if (!axis || random() >= 0.45) {
        out.push({
          ...base,
          asin: parentAsin,
          parentAsin: null,
          title,
          usdCents,
          attributes: null,
          hue,
          inStock: random() < 0.9,
        });
        continue;
      }
      const [name, values] = axis;
      const start = Math.floor(random() * values.length);
      const count = Math.min(values.length, 2 + Math.floor(random() * 4));
      const children = Array.from({ length: count }, (_, k) => values[(start + k) % values.length] as string);
      // A parent has no offer of its own: it is in stock when a variation is (demoItems).
      out.push({
        ...base,
        asin: parentAsin,
        parentAsin: null,
        title,
        usdCents,
        attributes: null,
        hue,
        inStock: false,
      });
      children.forEach((value, k) => {
        out.push({
          ...base,
          asin: newAsin(),
          parentAsin,
          title: `${title}, ${value}`,
          usdCents: shelfPrice(usdCents + k * 300),
          attributes: { [name]: value },
          hue: (hue + k * 47) % 360,
          inStock: random() < 0.9,
        });
      });
    }
  }
  return out;
}

// A seller's catalogue is generated once and kept: an import reads it page by page.
const cache = new Map<string, TDemoProduct[]>();
function catalogueOf(sellingPartnerId: string): TDemoProduct[] {
  let products = cache.get(sellingPartnerId);
  if (!products) {
    products = generate(sellingPartnerId);
    if (cache.size >= 32) {
      cache.delete(cache.keys().next().value as string);
    }
    cache.set(sellingPartnerId, products);
  }
  return products;
}

function toItem(product: TDemoProduct, countryCode: TCountryCode, parentInStock: boolean): TCatalogItem {
  const { currency } = marketplaceOf(countryCode);
  const factor = priceFactor[countryCode] ?? 1;
  return {
    asin: product.asin,
    parentAsin: product.parentAsin,
    brandName: product.brandName,
    title: product.title,
    imageUrl: `${demoImagePath}/${product.glyph}-${product.hue}.svg`,
    priceMinor: shelfPrice(product.usdCents * factor),
    currency,
    category: product.subcategory,
    categoryGroup: product.category,
    availability: (product.parentAsin ? product.inStock : parentInStock) ? 'in_stock' : 'out_of_stock',
    variationAttributes: product.attributes,
  };
}

/** The items of one country in listing order: each parent, then its variations. */
export function demoItems(sellingPartnerId: string, countryCode: TCountryCode): TCatalogItem[] {
  const products = catalogueOf(sellingPartnerId).filter((p) => p.countries.has(countryCode));
  const childInStock = new Set(products.filter((p) => p.parentAsin && p.inStock).map((p) => p.parentAsin));
  return products.map((p) => toItem(p, countryCode, p.inStock || childInStock.has(p.asin)));
}

/**
 * The built-in demo marketplace's catalogue: four or five brands (two for the demo seed's
 * catalogue-only sellers) and a few hundred products,
 * many with variations, in all five countries, the same for a selling partner on every machine.
 */
export function createDemoCatalog(sellingPartnerId: string): TMarketplaceCatalog {
  return {
    async countries() {
      return [...countryCodes];
    },
    async items(countryCode, cursor) {
      const all = demoItems(sellingPartnerId, countryCode);
      const offset = cursor ? Number(cursor) : 0;
      const end = offset + demoPageSize;
      return {
        items: all.slice(offset, end),
        nextCursor: end < all.length ? String(end) : null,
        total: all.length,
      };
    },
  };
}
