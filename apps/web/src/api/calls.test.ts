import { dealCalls, productCalls } from '@atlas/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshQueries } from '../lib/refresh-queries';
import { callKey, callQuery, mapRead } from './calls';

const page = (n: number, state?: 'running') => ({
  query: { countryCode: 'US' as const, state, page: n, pageSize: 20 },
});

describe('the keys of calls', () => {
  it('a refresh of a list reads every page and filter of it again, and no other call', async () => {
    const client = new QueryClient();
    const pages = [page(1), page(2), page(1, 'running')];
    for (const input of pages) {
      client.setQueryData(callKey(dealCalls.listDeals, input), { items: [] });
    }
    const products = callKey(productCalls.listProducts, { query: { countryCode: 'US' } });
    client.setQueryData(products, { items: [] });

    await refreshQueries(client, callKey(dealCalls.listDeals));

    for (const input of pages) {
      expect(client.getQueryState(callKey(dealCalls.listDeals, input))?.isInvalidated).toBe(true);
    }
    expect(client.getQueryState(products)?.isInvalidated).toBe(false);
  });

  it('two inputs of one call are cached apart, the same input under one key', () => {
    expect(callKey(dealCalls.listDeals, page(1))).not.toEqual(callKey(dealCalls.listDeals, page(2)));
    expect(callQuery(dealCalls.listDeals, page(1)).queryKey).toEqual(callKey(dealCalls.listDeals, page(1)));
  });

  it('a mapped read sits under its call, apart from the call’s own answer', () => {
    const read = callQuery(productCalls.countProducts, { query: { countryCode: 'US' } });
    const mapped = mapRead(read, (counts) => counts.total);
    expect(mapped.queryKey.slice(0, 2)).toEqual(callKey(productCalls.countProducts));
    expect(mapped.queryKey).not.toEqual(read.queryKey);
  });
});
