// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { callsTo, ok, serveCatalogue, type TRoutes } from '../../publisher/catalogue/catalogue-test-kit';
import { bodyOf, trafficSource } from '../tracking-ids/tracking-ids-test-kit';
import { TrafficSourcesTab } from './traffic-sources-tab';

let browser: ReturnType<typeof fakeBrowser>;

const blog = trafficSource('Kitchen Notes');
const channel = trafficSource('Kettle Talk', {
  kind: 'youtube',
  url: null,
  audienceSize: 1250000,
});
const serve = (routes: TRoutes = {}) =>
  serveCatalogue(browser, { 'GET publisher/source/list/by-publisher': [blog, channel], ...routes });
const open = () => renderPage(<TrafficSourcesTab />, '/publisher/tracking-links?tab=sources');
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const saves = () => callsTo(browser, 'publisher/source/save');

async function chooseKind(label: string) {
  fireEvent.mouseDown(await screen.findByLabelText('Kind'));
  fireEvent.click(await screen.findByTitle(label));
}

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/publisher/tracking-links', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the traffic sources', () => {
  it('lists each with its kind, address and audience', async () => {
    serve();
    open();
    const site = await rowOf('Kitchen Notes');
    expect(within(site).getByText('Website')).toBeTruthy();
    expect(within(site).getByRole('link', { name: 'https://kitchennotes.example' })).toBeTruthy();
    expect(within(site).getByText('12,000')).toBeTruthy();
    const video = await rowOf('Kettle Talk');
    expect(within(video).getByText('YouTube')).toBeTruthy();
    expect(within(video).getByText('1,250,000')).toBeTruthy();
  });

  it('says what a source is for when there is none', async () => {
    serve({ 'GET publisher/source/list/by-publisher': [] });
    open();
    expect(await screen.findByText(/No traffic sources yet/)).toBeTruthy();
  });
});

describe('adding and editing a source', () => {
  it('refuses an address the server would refuse, without asking it', async () => {
    serve();
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Add source/ }));
    await chooseKind('Newsletter');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sunday letter' } });
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'ftp://letters.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add source' }));
    expect(await screen.findByText('Give the address as https://…')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it("adds one, and shows the server's refusal on its field", async () => {
    let attempt = 0;
    serve({
      'POST publisher/source/save': () =>
        ++attempt === 1
          ? answer(
              fail('1001', 'A source name cannot hold control characters', {
                fields: [{ path: 'name', message: 'That name is taken by another source' }],
              }),
              400,
            )
          : ok(trafficSource('Sunday letter', { kind: 'newsletter', url: null, audienceSize: 5400 })),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Add source/ }));
    await chooseKind('Newsletter');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Sunday letter ' } });
    fireEvent.change(screen.getByLabelText(/^Audience size/), { target: { value: '5400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add source' }));
    const refusal = await screen.findByText('That name is taken by another source');
    expect(refusal.closest('.ant-form-item')?.textContent).toContain('Name');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sunday letter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add source' }));
    expect(await screen.findByText('Sunday letter added')).toBeTruthy();
    expect(bodyOf(saves()[1])).toEqual({ kind: 'newsletter', name: 'Sunday letter', audienceSize: 5400 });
  });

  it('edits one, sending its id and every field', async () => {
    serve({ 'POST publisher/source/save': trafficSource('Kitchen Notes blog') });
    open();
    fireEvent.click(within(await rowOf('Kitchen Notes')).getByRole('button', { name: 'Edit Kitchen Notes' }));
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Kitchen Notes'));
    fireEvent.change(name, { target: { value: 'Kitchen Notes blog' } });
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save source' }));
    expect(await screen.findByText('Kitchen Notes blog saved')).toBeTruthy();
    expect(bodyOf(saves()[0])).toEqual({
      id: 'src_kitchen_notes',
      kind: 'website',
      name: 'Kitchen Notes blog',
      audienceSize: 12000,
    });
  });
});

describe('archiving a source', () => {
  it('asks first, then archives it and says its links keep it', async () => {
    serve({ 'POST publisher/source/save': channel });
    open();
    fireEvent.click(within(await rowOf('Kettle Talk')).getByRole('button', { name: 'Archive Kettle Talk' }));
    expect(await screen.findByText(/links made with it keep it and keep counting clicks/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Kettle Talk archived: links made with it keep it')).toBeTruthy();
    expect(bodyOf(saves()[0])).toEqual({
      id: channel.id,
      kind: 'youtube',
      name: 'Kettle Talk',
      audienceSize: 1250000,
      archived: true,
    });
  });

  it('says why an archive failed', async () => {
    serve({
      'POST publisher/source/save': () => answer(fail('1004', 'Traffic source not found'), 404),
    });
    open();
    fireEvent.click(within(await rowOf('Kettle Talk')).getByRole('button', { name: 'Archive Kettle Talk' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Traffic source not found')).toBeTruthy();
  });
});
