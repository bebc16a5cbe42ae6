// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { PlacementDrawer } from './placement-drawer';

// The placement drawer checks with the server's own schema before it sends, and puts the
// server's field errors on the publisher's fields.

let browser: ReturnType<typeof fakeBrowser>;
const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });
const posts = () =>
  browser.fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({
      path: new URL(String(input), 'http://app.test').pathname,
      body: JSON.parse(String(init?.body)),
    }));

function serve(onPost: () => Response) {
  browser.fetch.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    if (init?.method === 'POST') {
      return onPost();
    }
    if (path.endsWith('publisher/source/list/by-publisher')) {
      return ok([
        {
          id: 'src_1',
          kind: 'website',
          name: 'My blog',
          url: null,
          audienceSize: null,
          createdAt: '',
          updatedAt: '',
        },
      ]);
    }
    return answer(fail('1004', 'Route not found'), 404);
  });
}

const open = () =>
  renderPage(<PlacementDrawer open placement={null} onClose={vi.fn()} />, '/publisher/placements');
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/publisher/placements', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the placement drawer', () => {
  it('names what publishing lacks and sends nothing', async () => {
    serve(() => ok({}));
    open();
    type('Title', 'Gift guide');
    type('Price in CA', '12,3x');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Choose a traffic source')).toBeTruthy();
    expect(screen.getByText('Choose at least one category')).toBeTruthy();
    expect(screen.getByText('Enter the audience size')).toBeTruthy();
    expect(screen.getByText('Enter a price like 250.00')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('asks a draft only for its title', async () => {
    serve(() => ok({}));
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter a title')).toBeTruthy();
    expect(screen.queryByText('Choose a traffic source')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('saves a draft and puts a refused price back on its field', async () => {
    const refusal = fail('1001', 'prices.0.priceMinor: A price is at most 1,000,000', {
      fields: [{ path: 'prices.0.priceMinor', message: 'A price is at most 1,000,000' }],
    });
    serve(() => answer(refusal, 400));
    open();
    type('Title', 'Gift guide');
    type('Price in UK', '75');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      path: '/api/atlas/v1/publisher/placement/draft',
      body: { title: 'Gift guide', format: 'article', prices: [{ countryCode: 'UK', priceMinor: 7_500 }] },
    });
    expect(await screen.findAllByText('A price is at most 1,000,000')).not.toHaveLength(0);
  });
});
