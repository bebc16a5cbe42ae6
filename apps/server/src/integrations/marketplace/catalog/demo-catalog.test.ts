import { countryCodes } from '@atlas/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createDemoCatalog, demoItems, demoPageSize } from './demo-catalog';
import { registerDemoImages } from './demo-images';

describe('the demo marketplace catalogue', () => {
  it('gives a demo seller four or five brands and a few hundred products, many with variations', () => {
    const items = demoItems('A1DEMONORTHWIND', 'US');
    const parents = items.filter((i) => !i.parentAsin);
    const brands = new Set(items.map((i) => i.brandName));
    expect(brands.size).toBeGreaterThanOrEqual(4);
    expect(brands.size).toBeLessThanOrEqual(5);
    expect(brands).toContain('Northwind Home');
    expect(parents.length).toBeGreaterThanOrEqual(160);
    expect(items.length - parents.length).toBeGreaterThan(50);
    expect(new Set(items.map((i) => i.asin)).size).toBe(items.length);
    expect(items.every((i) => /^B0[0-9A-Z]{8}$/.test(i.asin))).toBe(true);
  });

  it('lists every parent before its variations, with the variation attributes', () => {
    const items = demoItems('A1DEMOBLUEBIRD', 'DE');
    const seen = new Set<string>();
    for (const item of items) {
      if (item.parentAsin) {
        expect(seen.has(item.parentAsin)).toBe(true);
        expect(Object.keys(item.variationAttributes ?? {})).toHaveLength(1);
      }
      seen.add(item.asin);
    }
  });

  it('is the same on every call, priced in each marketplace’s currency', () => {
    expect(demoItems('A1DEMOCOPPERKT', 'UK')).toEqual(demoItems('A1DEMOCOPPERKT', 'UK'));
    const ukItems = demoItems('A1DEMOCOPPERKT', 'UK');
    const us = demoItems('A1DEMOCOPPERKT', 'US').find(
      (i) => !i.parentAsin && ukItems.some((u) => u.asin === i.asin),
    );
    const uk = ukItems.find((i) => i.asin === us?.asin);
    expect(us?.currency).toBe('USD');
    expect(uk?.currency).toBe('GBP');
    expect(us?.priceMinor && us.priceMinor % 100).toBe(99);
    for (const code of countryCodes) {
      expect(demoItems('A1DEMOCOPPERKT', code).length).toBeGreaterThan(100);
    }
  });

  it('pages by a cursor and says the total', async () => {
    const catalog = createDemoCatalog('ANYSELLER123');
    const first = await catalog.items('FR', null);
    expect(first.items).toHaveLength(demoPageSize);
    expect(first.total).toBe(demoItems('ANYSELLER123', 'FR').length);
    const second = await catalog.items('FR', first.nextCursor);
    expect(second.items[0]).toEqual(demoItems('ANYSELLER123', 'FR')[demoPageSize]);
  });

  it('serves its product pictures as SVG, and nothing else under the path', async () => {
    const app = Fastify();
    registerDemoImages(app);
    const [item] = demoItems('A1DEMONORTHWIND', 'US');
    const image = await app.inject({ method: 'GET', url: item?.imageUrl as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const url of ['/demo-marketplace/images/tent-400.svg', '/demo-marketplace/images/x.svg']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    await app.close();
  });
});
