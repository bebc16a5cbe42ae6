// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { callsTo, ok, serveCatalogue } from '../../publisher/catalogue/catalogue-test-kit';
import type { TLinkBuilderTarget } from './link-builder-calls';
import { LinkBuilderModal } from './link-builder-modal';
import { linkInit, trackingLink } from './link-test-kit';

let browser: ReturnType<typeof fakeBrowser>;
const kettle: TLinkBuilderTarget = { kind: 'product', productId: 'prd_7', countryCode: 'US' };

const open = (mode: 'publisher' | 'partner' = 'publisher', target: TLinkBuilderTarget = kettle) =>
  renderPage(<LinkBuilderModal target={target} mode={mode} onClose={() => undefined} />);

const bodyOf = (call?: { init?: RequestInit }) => JSON.parse(String(call?.init?.body ?? '{}'));

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/publisher/catalogue', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the link builder', () => {
  it('opens on the product: its title, brand, commission and where the link lands', async () => {
    serveCatalogue(browser, {
      'GET prd_7/tracking/link/init': linkInit(),
      'POST prd_7/tracking/link/by-param': {
        destinationUrl: 'https://app.test/demo-marketplace/US/dp/B0KETTLE7?maas=aa_preview',
        earning: true,
        saved: null,
      },
    });
    open();
    expect(await screen.findByText('Enamel kettle')).toBeTruthy();
    expect(screen.getByText('Hearth & Co · B0KETTLE7 · Amazon US')).toBeTruthy();
    expect(screen.getByText('12% commission')).toBeTruthy();
    expect(screen.queryByText(/earn nothing now/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('link-destination').textContent).toBe(
        'https://app.test/demo-marketplace/US/dp/B0KETTLE7?maas=aa_preview',
      ),
    );
    expect(callsTo(browser, 'prd_7/tracking/link/init')[0]?.url.search).toBe('?countryCode=US');
  });

  it('warns that a product not earning now earns nothing', async () => {
    serveCatalogue(browser, {
      'GET prd_7/tracking/link/init': linkInit({ earning: false, commissionBp: null }),
      'POST prd_7/tracking/link/by-param': { destinationUrl: 'x', earning: false, saved: null },
    });
    open();
    expect(await screen.findByText('Links to this product earn nothing now')).toBeTruthy();
    expect(screen.getByText('No commission set')).toBeTruthy();
  });

  it('refuses a sub-id the server would refuse, without asking it', async () => {
    serveCatalogue(browser, {
      'GET prd_7/tracking/link/init': linkInit(),
      'POST prd_7/tracking/link/by-param': { destinationUrl: 'x', earning: true, saved: null },
    });
    open();
    fireEvent.change(await screen.findByLabelText('Sub-id'), { target: { value: 'spring sale!' } });
    fireEvent.click(screen.getByRole('button', { name: /Create link/ }));
    expect(
      await screen.findByText('A sub-id holds letters, digits, dots, dashes, underscores and tildes only'),
    ).toBeTruthy();
    expect(callsTo(browser, 'prd_7/tracking/link/save')).toHaveLength(0);
  });

  it('saves the link with the tracking id, source and sub-id chosen', async () => {
    serveCatalogue(browser, {
      'GET prd_7/tracking/link/init': linkInit(),
      'POST prd_7/tracking/link/by-param': { destinationUrl: 'x', earning: true, saved: null },
      'POST prd_7/tracking/link/save': trackingLink(1, { subId: 'spring-news' }),
    });
    open();
    await choose('Tracking id', 'video');
    await choose('Traffic source', 'My kitchen blog');
    fireEvent.change(screen.getByLabelText('Sub-id'), { target: { value: 'spring-news' } });
    fireEvent.click(screen.getByRole('button', { name: /Create link/ }));

    expect(await screen.findByText('Your link is ready')).toBeTruthy();
    const [save] = callsTo(browser, 'prd_7/tracking/link/save');
    expect(save?.url.search).toBe('?countryCode=US');
    expect(bodyOf(save)).toEqual({ trackingId: 'tid_video', sourceId: 'src_site', subId: 'spring-news' });
  });

  it('makes the link in one more click, then hands out the short URL, its QR code and the copy', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    serveCatalogue(browser, {
      'GET prd_7/tracking/link/init': linkInit(),
      'POST prd_7/tracking/link/by-param': { destinationUrl: 'x', earning: true, saved: null },
      'POST prd_7/tracking/link/save': trackingLink(1),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Create link/ }));

    expect(await screen.findByText('Your link is ready')).toBeTruthy();
    expect(bodyOf(callsTo(browser, 'prd_7/tracking/link/save')[0])).toEqual({});
    expect(screen.getByTestId('short-url').textContent).toBe('https://app.test/t/Ab12Cd31');
    expect(screen.getByTestId('link-qr').querySelector('svg')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download PNG/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download SVG/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open link/ }).getAttribute('href')).toBe(
      'https://app.test/t/Ab12Cd31',
    );

    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: /Download SVG/ }));
    const file = saved.mock.contexts[0] as HTMLAnchorElement;
    expect(file.download).toBe('link-Ab12Cd31.svg');
    expect(decodeURIComponent(file.href)).toMatch(
      /^data:image\/svg\+xml;charset=utf-8,<\?xml[\s\S]*<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );

    fireEvent.click(screen.getByRole('button', { name: /Copy/ }));
    expect(await screen.findByText('Copied Successfully')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://app.test/t/Ab12Cd31');
  });

  it("puts the server's refusal on the field it names", async () => {
    serveCatalogue(browser, {
      'GET prd_7/tracking/link/init': linkInit(),
      'POST prd_7/tracking/link/by-param': { destinationUrl: 'x', earning: true, saved: null },
      'POST prd_7/tracking/link/save': () =>
        answer(
          fail('1001', 'Invalid input', {
            fields: [{ path: 'trackingId', message: 'Tracking id not found' }],
          }),
          400,
        ),
    });
    open();
    await choose('Tracking id', 'blog');
    fireEvent.click(screen.getByRole('button', { name: /Create link/ }));
    expect(await screen.findByText('Tracking id not found')).toBeTruthy();
    expect(screen.queryByText('Your link is ready')).toBeNull();
  });

  it('makes a brand link from the brand', async () => {
    serveCatalogue(browser, {
      'GET brand/brd_hearth/tracking/link/init': linkInit({
        linkType: 'brand',
        productId: null,
        asin: null,
        title: 'Hearth & Co',
        commissionBp: 1500,
      }),
      'POST brand/brd_hearth/tracking/link/by-param': { destinationUrl: 'x', earning: true, saved: null },
      'POST brand/brd_hearth/tracking/link/save': trackingLink(2, { linkType: 'brand' }),
    });
    open('publisher', { kind: 'brand', brandId: 'brd_hearth', countryCode: 'UK' });
    fireEvent.click(await screen.findByRole('button', { name: /Create link/ }));
    expect(await screen.findByText('Your link is ready')).toBeTruthy();
    expect(callsTo(browser, 'brand/brd_hearth/tracking/link/save')[0]?.url.search).toBe('?countryCode=UK');
  });
});

describe("a partner's link builder", () => {
  const partnerInit = linkInit({
    trackingIds: [{ id: 'tid_coop', name: 'spring', cooperationName: 'Kitchen Weekly' }],
    sources: [],
  });

  it('requires a tracking id, which carries the cooperation name, and shows the page the link lands on', async () => {
    serveCatalogue(browser, {
      'GET cooperate/product/prd_7/tracking/link/init': partnerInit,
      'POST cooperate/product/prd_7/tracking/link/save': trackingLink(3),
    });
    open('partner');
    fireEvent.click(await screen.findByRole('button', { name: /Create link/ }));
    expect(await screen.findByText('Choose a tracking id: it carries the cooperation name')).toBeTruthy();
    expect(callsTo(browser, 'cooperate/product/prd_7/tracking/link/save')).toHaveLength(0);
    expect(screen.getByTestId('link-destination').textContent).toBe(partnerInit.pageUrl);
    expect(screen.queryByLabelText('Traffic source')).toBeNull();

    await choose('Tracking id', 'spring · Kitchen Weekly');
    fireEvent.click(screen.getByRole('button', { name: /Create link/ }));
    expect(await screen.findByText('Your link is ready')).toBeTruthy();
    expect(bodyOf(callsTo(browser, 'cooperate/product/prd_7/tracking/link/save')[0])).toEqual({
      trackingId: 'tid_coop',
    });
    // A partner has no preview call.
    expect(browser.fetch.mock.calls.some(([url]) => String(url).includes('by-param'))).toBe(false);
  });
});

describe('an associate link', () => {
  it('starts from the profile’s associates tag and sends the tag given', async () => {
    serveCatalogue(browser, {
      'GET publisher/product/associate-link/prd_7/tracking/link/init': linkInit({
        linkType: 'associate',
        associateTag: 'kitchen-20',
      }),
      'POST publisher/product/associate-link/prd_7/tracking/link/by-param': (_url: URL, init?: RequestInit) =>
        ok({
          destinationUrl: `https://app.test/dp/B0KETTLE7?tag=${JSON.parse(String(init?.body)).associateTag}`,
          earning: true,
          saved: null,
        }),
      'POST publisher/product/associate-link': trackingLink(4, {
        linkType: 'associate',
        associateTag: 'mine-21',
      }),
    });
    open('publisher', { kind: 'associate', productId: 'prd_7', countryCode: 'US' });
    const tag = (await screen.findByLabelText('Associates tag')) as HTMLInputElement;
    expect(tag.value).toBe('kitchen-20');
    await waitFor(() =>
      expect(screen.getByTestId('link-destination').textContent).toContain('tag=kitchen-20'),
    );
    fireEvent.change(tag, { target: { value: 'mine-21' } });
    fireEvent.click(screen.getByRole('button', { name: /Create link/ }));
    expect(await screen.findByText('Your link is ready')).toBeTruthy();
    expect(bodyOf(callsTo(browser, 'publisher/product/associate-link')[0])).toEqual({
      productId: 'prd_7',
      countryCode: 'US',
      associateTag: 'mine-21',
    });
  });
});
