// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { callsTo, lastQuery, ok, serveCatalogue } from '../../publisher/catalogue/catalogue-test-kit';
import { bodyOf, trackingId } from '../../tracking/tracking-ids/tracking-ids-test-kit';
import { PartnerTrackingIdsPage } from './partner-tracking-ids-page';

let browser: ReturnType<typeof fakeBrowser>;

const evergreen = trackingId('evergreen-main', { cooperationName: 'Evergreen Reviews' });
const brightside = trackingId('brightside', { cooperationName: 'Brightside Media', linkCount: 0, clicks: 0 });
const open = (query = '') => renderPage(<PartnerTrackingIdsPage />, `/partner/tracking-ids${query}`);
const posts = () => callsTo(browser, 'cooperate/tracking-ids').filter((c) => c.init?.method === 'POST');

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/partner/tracking-ids', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the partner's tracking ids", () => {
  it('lists each with its cooperation, links and clicks', async () => {
    serveCatalogue(browser, { 'GET cooperate/tracking-ids': [evergreen, brightside] });
    open();
    const row = (await screen.findByText('evergreen-main')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Evergreen Reviews')).toBeTruthy();
    expect(within(row).getByText('1,250')).toBeTruthy();
    // A partner's tracking ids are not deleted here.
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('lists one cooperation by its name, from the address and the filter', async () => {
    serveCatalogue(browser, {
      'GET cooperate/tracking-ids': (url: URL) =>
        ok(
          [evergreen, brightside].filter(
            (t) =>
              !url.searchParams.get('cooperationName') ||
              t.cooperationName === url.searchParams.get('cooperationName'),
          ),
        ),
    });
    open('?cooperationName=Evergreen+Reviews');
    expect(await screen.findByText('evergreen-main')).toBeTruthy();
    expect(lastQuery(browser, 'cooperate/tracking-ids')?.get('cooperationName')).toBe('Evergreen Reviews');

    const filter = screen.getByLabelText('Filter by cooperation');
    fireEvent.change(filter, { target: { value: 'Brightside Media' } });
    fireEvent.keyDown(filter, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('brightside')).toBeTruthy();
    expect(lastQuery(browser, 'cooperate/tracking-ids')?.get('cooperationName')).toBe('Brightside Media');
  });

  it('says when a cooperation has none, and offers every cooperation back', async () => {
    serveCatalogue(browser, {
      'GET cooperate/tracking-ids': (url: URL) =>
        ok(url.searchParams.get('cooperationName') ? [] : [evergreen]),
    });
    open('?cooperationName=Nobody');
    expect(await screen.findByText('No tracking id for the cooperation Nobody.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show every cooperation' }));
    expect(await screen.findByText('evergreen-main')).toBeTruthy();
  });
});

describe('creating a tracking id for a cooperation', () => {
  const create = async (cooperation: string, name: string) => {
    fireEvent.click(await screen.findByRole('button', { name: /New tracking id/ }));
    fireEvent.change(await screen.findByLabelText('Cooperation'), { target: { value: cooperation } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
    fireEvent.click(screen.getByRole('button', { name: 'Create tracking id' }));
  };

  it('asks for the cooperation and a valid name, without asking the server', async () => {
    serveCatalogue(browser, { 'GET cooperate/tracking-ids': [] });
    open();
    await create('', 'evergreen main');
    expect(await screen.findByText('Name the cooperation (the publisher you create it for)')).toBeTruthy();
    expect(screen.getByText('A tracking id holds letters, digits, dashes and underscores only')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('sends the cooperation in the query and the name in the body', async () => {
    serveCatalogue(browser, { 'GET cooperate/tracking-ids': [], 'POST cooperate/tracking-ids': evergreen });
    open();
    await create(' Evergreen Reviews ', 'evergreen-main');
    expect(await screen.findByText('Tracking id evergreen-main created')).toBeTruthy();
    const [post] = posts();
    expect(post?.url.searchParams.get('cooperationName')).toBe('Evergreen Reviews');
    expect(bodyOf(post)).toEqual({ name: 'evergreen-main' });
  });

  it("shows the server's refusal on its field", async () => {
    serveCatalogue(browser, {
      'GET cooperate/tracking-ids': [evergreen],
      'POST cooperate/tracking-ids': () =>
        answer(
          fail('1001', 'A cooperation name cannot hold control characters', {
            fields: [
              { path: 'cooperationName', message: 'A cooperation name cannot hold control characters' },
            ],
          }),
          400,
        ),
    });
    open();
    await create('Evergreen Reviews', 'evergreen-2');
    const refusal = await screen.findByText('A cooperation name cannot hold control characters');
    expect(refusal.closest('.ant-form-item')?.textContent).toContain('Cooperation');
    await waitFor(() => expect(posts()).toHaveLength(1));
  });
});
