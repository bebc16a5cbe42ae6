// @vitest-environment happy-dom
import type { TPublisherProfileDetail } from '@atlas/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { noBank } from '../../../test/no-bank';
import { renderPage } from '../../../test/render-page';
import { ProfilePage } from './profile-page';

let browser: ReturnType<typeof fakeBrowser>;
const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

const profile = (change: Partial<TPublisherProfileDetail> = {}): TPublisherProfileDetail => ({
  name: 'Pat Publisher',
  email: 'pat@example.com',
  website: 'https://pat.example.com',
  promotionCountry: 'US',
  audience: 'Home cooks who buy kitchen gadgets every month',
  promotionCountries: ['US'],
  categories: ['kitchen-dining'],
  promotionMethods: ['website'],
  audienceSize: 25_000,
  trackingTags: {},
  review: { status: 'pending', reason: null, reviewedAt: null },
  tax: {
    status: 'missing',
    form: null,
    name: null,
    businessName: null,
    citizenshipCountry: null,
    incorporationCountry: null,
    residenceCountry: null,
    maskedUsTin: null,
    maskedForeignTin: null,
    signatureName: null,
    signedOn: null,
    pdfUploaded: false,
    updatedAt: null,
  },
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...change,
});

type TWrite = (body: unknown) => Response | Promise<Response>;

/** The server as the page sees it: the reads answered, each write by `writes[method path]`. */
function serve(detail: TPublisherProfileDetail, writes: Record<string, TWrite> = {}, bank = noBank) {
  browser.fetch.mockImplementation(async (url, init) => {
    const path = String(url).replace('/api/atlas/v1/', '');
    const method = init?.method ?? 'GET';
    const write = writes[`${method} ${path}`];
    if (write) {
      return write(init?.body ? JSON.parse(String(init.body)) : undefined);
    }
    const reads: Record<string, unknown> = {
      'publisher/profile': detail,
      'publisher/profile/bankInformation': bank,
      'publisher/product-categories': [{ key: 'kitchen-dining', name: 'Kitchen & Dining' }],
      'publisher/promotion-methods': [{ key: 'website', name: 'Website or blog' }],
      'publisher/promotion-countries': [
        { code: 'US', site: 'amazon.com' },
        { code: 'UK', site: 'amazon.co.uk' },
      ],
    };
    return method === 'GET' && path in reads ? ok(reads[path]) : answer(fail('1004', 'Route not found'), 404);
  });
}

const writesTo = (method: string, path: string) =>
  browser.fetch.mock.calls.filter(
    ([url, init]) => String(url).endsWith(path) && (init?.method ?? 'GET') === method,
  );

const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

/** Picks an option of the antd Select labelled `label` by typing part of its name. */
async function choose(label: string, typed: string, option: string) {
  const select = screen.getByLabelText(label);
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: typed } });
  fireEvent.click(await screen.findByTitle(option));
}

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/publisher/profile', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the review banner', () => {
  it('says a pending profile is being reviewed and the catalogue opens once it is approved', async () => {
    serve(profile());
    renderPage(<ProfilePage />, '/publisher/profile');
    const banner = await screen.findByTestId('review-banner');
    expect(banner.textContent).toContain(
      'Your profile is being reviewed; you can browse the catalogue once it is approved',
    );
  });

  it('says an approved profile is approved', async () => {
    serve(profile({ review: { status: 'approved', reason: null, reviewedAt: '2026-03-02T09:00:00.000Z' } }));
    renderPage(<ProfilePage />, '/publisher/profile');
    const banner = await screen.findByTestId('review-banner');
    expect(banner.textContent).toContain('Your profile is approved');
  });

  it("shows a refusal with the operator's reason and how to send the profile back", async () => {
    serve(
      profile({
        review: { status: 'rejected', reason: 'Your website has no content yet', reviewedAt: null },
      }),
    );
    renderPage(<ProfilePage />, '/publisher/profile?tab=payment');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Your profile was not approved');
    expect(banner.textContent).toContain('Your website has no content yet');
    expect(banner.textContent).toContain('save your profile: saving sends it back for review');
    fireEvent.click(within(banner).getByRole('button', { name: 'Edit profile' }));
    await screen.findByRole('button', { name: 'Save profile' });
  });
});

describe('the profile form', () => {
  it('refuses what the shared schema refuses, in its words, without calling the server', async () => {
    serve(profile());
    renderPage(<ProfilePage />, '/publisher/profile');
    const audience = await screen.findByLabelText('Your audience');
    fireEvent.change(audience, { target: { value: 'Cooks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await within(fieldOf('Your audience')).findByText('Describe your audience in at least 20 characters');
    expect(writesTo('PUT', 'publisher/profile')).toHaveLength(0);
  });

  it("saves once however often Save is pressed while saving, and puts the server's field error on its field", async () => {
    let refuse: (answer: Response) => void = () => {};
    serve(profile(), {
      'PUT publisher/profile': () =>
        new Promise<Response>((resolve) => {
          refuse = resolve;
        }),
    });
    renderPage(<ProfilePage />, '/publisher/profile');
    const website = await screen.findByLabelText('Website or channel');
    fireEvent.change(website, { target: { value: 'https://new.example.com' } });
    const save = screen.getByRole('button', { name: 'Save profile' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(writesTo('PUT', 'publisher/profile')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /Save profile/ }));
    refuse(
      answer(
        fail('1001', 'website: That site does not answer', {
          fields: [{ path: 'website', message: 'That site does not answer' }],
        }),
        400,
      ),
    );
    await within(fieldOf('Website or channel')).findByText('That site does not answer');
    expect(writesTo('PUT', 'publisher/profile')).toHaveLength(1);
    expect((screen.getByLabelText('Website or channel') as HTMLInputElement).value).toBe(
      'https://new.example.com',
    );
  });

  it('puts a refused associates tag on its marketplace', async () => {
    serve(profile(), {
      'PUT publisher/tracking-tags': () =>
        answer(
          fail('1001', 'trackingTags.UK: taken', {
            fields: [{ path: 'trackingTags.UK', message: 'This tag belongs to another publisher' }],
          }),
          400,
        ),
    });
    renderPage(<ProfilePage />, '/publisher/profile');
    fireEvent.change(await screen.findByLabelText('Tag for amazon.co.uk'), { target: { value: 'pat-21' } });
    fireEvent.change(screen.getByLabelText('Tag for amazon.com'), { target: { value: 'pat-21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tags' }));
    await within(fieldOf('Tag for amazon.com')).findByText('A US associates tag ends in -20, as yourname-20');
    expect(writesTo('PUT', 'publisher/tracking-tags')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Tag for amazon.com'), { target: { value: 'pat-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tags' }));
    await within(fieldOf('Tag for amazon.co.uk')).findByText('This tag belongs to another publisher');
    expect(JSON.parse(String(writesTo('PUT', 'publisher/tracking-tags')[0]?.[1]?.body))).toEqual({
      trackingTags: { US: 'pat-20', UK: 'pat-21' },
    });
  });
});

describe('the bank account', () => {
  it("shows the fields of the bank's country: a routing number in the US, IBAN and BIC in Germany", async () => {
    serve(profile());
    renderPage(<ProfilePage />, '/publisher/profile?tab=payment');
    await screen.findByText(/No bank account yet/);
    expect(screen.queryByLabelText('Routing number (ABA)')).toBeNull();

    await choose('Bank country', 'United States', 'United States (US)');
    await screen.findByLabelText('Routing number (ABA)');
    expect(screen.getByLabelText('Account number')).toBeTruthy();
    expect(screen.queryByLabelText('IBAN')).toBeNull();
    expect((screen.getByLabelText('Currency') as HTMLInputElement).value).toBe('USD');

    await choose('Bank country', 'Germany', 'Germany (DE)');
    await screen.findByLabelText('IBAN');
    expect(screen.getByLabelText(/BIC \(SWIFT code\)/)).toBeTruthy();
    expect(screen.queryByLabelText('Routing number (ABA)')).toBeNull();
    expect((screen.getByLabelText('Currency') as HTMLInputElement).value).toBe('EUR');
  });

  it('refuses a routing number that fails its check digit before sending, then lands the server’s error on its field', async () => {
    serve(profile(), {
      'POST publisher/profile/saveOrUpdate': () =>
        answer(
          fail('1001', 'accountNumber: closed', {
            fields: [{ path: 'accountNumber', message: 'The bank says this account is closed' }],
          }),
          400,
        ),
    });
    renderPage(<ProfilePage />, '/publisher/profile?tab=payment');
    await screen.findByText(/No bank account yet/);
    await choose('Bank country', 'United States', 'United States (US)');
    fireEvent.change(await screen.findByLabelText('Account holder'), { target: { value: 'Pat Publisher' } });
    fireEvent.change(screen.getByLabelText('Bank name'), { target: { value: 'First Bank' } });
    fireEvent.change(screen.getByLabelText('Routing number (ABA)'), { target: { value: '021000022' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    await within(fieldOf('Routing number (ABA)')).findByText(
      'This routing number is not valid: check it for a typo',
    );
    expect(writesTo('POST', 'publisher/profile/saveOrUpdate')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Routing number (ABA)'), { target: { value: '021000021' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    await within(fieldOf('Account number')).findByText('The bank says this account is closed');
    expect(JSON.parse(String(writesTo('POST', 'publisher/profile/saveOrUpdate')[0]?.[1]?.body))).toEqual({
      bankCountry: 'US',
      accountHolderName: 'Pat Publisher',
      bankName: 'First Bank',
      currency: 'USD',
      routingNumber: '021000021',
      accountNumber: '123456789',
    });
  });
});

describe('the payment tab', () => {
  it("shows a refused bank account masked, with the operator's reason", async () => {
    serve(
      profile(),
      {},
      {
        ...noBank,
        status: 'rejected',
        reviewReason: 'The holder is not the account owner',
        bankCountry: 'DE',
        accountHolderName: 'Pat Publisher',
        bankName: 'Deutsche Bank',
        currency: 'EUR',
        bic: 'DEUTDEFF',
        accountMasked: '•••• 3000',
        updatedAt: '2026-03-01T10:00:00.000Z',
      },
    );
    renderPage(<ProfilePage />, '/publisher/profile?tab=payment');
    const card = await screen.findByTestId('bank-card');
    await within(card).findByText('The holder is not the account owner', { exact: false });
    expect(within(card).getByText('•••• 3000')).toBeTruthy();
    expect(within(card).getByText('Not approved')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Change bank account' }));
    expect(((await within(card).findByLabelText('IBAN')) as HTMLInputElement).value).toBe('');
    expect((within(card).getByLabelText(/BIC/) as HTMLInputElement).value).toBe('DEUTDEFF');
  });

  it('asks for the tax form that who you are and where you reside for tax call for', async () => {
    serve(profile());
    renderPage(<ProfilePage />, '/publisher/profile?tab=payment');
    const card = await screen.findByTestId('tax-card');
    fireEvent.click(within(card).getByLabelText('An organization'));
    await choose('Country of tax residence', 'France', 'France (FR)');
    expect((await within(card).findByTestId('tax-form-choice')).textContent).toContain(
      'Form W-8BEN-E applies',
    );
    expect(within(card).getByLabelText('Legal name of the organization')).toBeTruthy();

    fireEvent.click(within(card).getByLabelText('An individual'));
    await within(card).findByText('Form W-8BEN applies');
    expect(within(card).getByLabelText('Date of birth')).toBeTruthy();

    await choose('Country of tax residence', 'Puerto', 'Puerto Rico (PR)');
    await within(card).findByText('Form W-9 applies');
    expect(within(card).getByLabelText('Social security number')).toBeTruthy();
  });
});
