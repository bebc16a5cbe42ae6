// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { callsTo, serveCatalogue, type TRoutes } from '../../publisher/catalogue/catalogue-test-kit';
import { TrackingIdsPage } from './tracking-ids-page';
import { bodyOf, trackingId } from './tracking-ids-test-kit';

let browser: ReturnType<typeof fakeBrowser>;

const serve = (routes: TRoutes = {}) =>
  serveCatalogue(browser, {
    'GET publisher/tracking-ids': [
      trackingId('blog', { linkCount: 12, clicks: 48210 }),
      trackingId('video', { linkCount: 0, clicks: 0 }),
    ],
    ...routes,
  });
const open = () => renderPage(<TrackingIdsPage />, '/publisher/tracking-ids');
const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: 'strong' })).closest('tr') as HTMLElement;

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/publisher/tracking-ids', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the tracking ids', () => {
  it('lists each with its links, clicks and creation day', async () => {
    serve();
    open();
    const blog = await rowOf('blog');
    expect(within(blog).getByText('12')).toBeTruthy();
    expect(within(blog).getByText('48,210')).toBeTruthy();
    expect(within(blog).getByText('2026.10.05')).toBeTruthy();
  });

  it('says what a tracking id is for when there is none', async () => {
    serve({ 'GET publisher/tracking-ids': [] });
    open();
    expect(await screen.findByText(/No tracking ids yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Create your first tracking id/ })).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    let calls = 0;
    serve({
      'GET publisher/tracking-ids': () =>
        ++calls === 1
          ? answer(fail('5000', 'Something went wrong'), 500)
          : answer({ success: true, code: '0', error: null, data: [trackingId('blog')] }),
    });
    open();
    expect(await screen.findByText('We could not load your tracking ids')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('blog')).toBeTruthy();
  });
});

describe('creating a tracking id', () => {
  const create = async (name: string) => {
    fireEvent.click(await screen.findByRole('button', { name: /New tracking id/ }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: name } });
    fireEvent.click(screen.getByRole('button', { name: 'Create tracking id' }));
  };

  it('refuses a name the server would refuse, without asking it', async () => {
    serve();
    open();
    await create('spring sale!');
    expect(
      await screen.findByText('A tracking id holds letters, digits, dashes and underscores only'),
    ).toBeTruthy();
    expect(callsTo(browser, 'publisher/tracking-ids').filter((c) => c.init?.method === 'POST')).toHaveLength(
      0,
    );
  });

  it("shows the server's refusal of a duplicate on the name", async () => {
    serve({
      'POST publisher/tracking-ids': () =>
        answer(fail('1009', 'You already have a tracking id named "blog" (names ignore case)'), 409),
    });
    open();
    await create('Blog');
    const field = (await screen.findByText(/already have a tracking id named/)).closest('.ant-form-item');
    expect(field?.textContent).toContain('Name');
    // On the field, not in an alert above the form.
    expect(document.querySelector('.ant-alert')).toBeNull();
    expect(browser.toast).not.toHaveBeenCalled();
  });

  it('creates it, says so and lists it', async () => {
    let created = false;
    serve({
      'POST publisher/tracking-ids': () => {
        created = true;
        return answer({
          success: true,
          code: '0',
          error: null,
          data: trackingId('newsletter', { linkCount: 0 }),
        });
      },
      'GET publisher/tracking-ids': () =>
        answer({
          success: true,
          code: '0',
          error: null,
          data: created ? [trackingId('blog'), trackingId('newsletter')] : [trackingId('blog')],
        }),
    });
    open();
    await create('  newsletter ');
    expect(await screen.findByText('Tracking id newsletter created')).toBeTruthy();
    const post = callsTo(browser, 'publisher/tracking-ids').find((c) => c.init?.method === 'POST');
    expect(bodyOf(post)).toEqual({ name: 'newsletter' });
    expect(await rowOf('newsletter')).toBeTruthy();
  });
});

describe('deleting a tracking id', () => {
  const remove = async (name: string) => {
    fireEvent.click(within(await rowOf(name)).getByRole('button', { name: `Delete ${name}` }));
    return screen.findByRole('button', { name: 'Delete' });
  };

  it('says its links keep working, and that it was archived when links carry it', async () => {
    serve({ 'DELETE publisher/tracking-ids/tid_blog': { id: 'tid_blog', archived: true } });
    open();
    const confirm = await remove('blog');
    expect(screen.getByText(/Its 12 links keep working/)).toBeTruthy();
    fireEvent.click(confirm);
    expect(await screen.findByText('blog archived: its links keep working')).toBeTruthy();
  });

  it('says it was deleted when no link carried it', async () => {
    serve({ 'DELETE publisher/tracking-ids/tid_video': { id: 'tid_video', archived: false } });
    open();
    fireEvent.click(await remove('video'));
    expect(await screen.findByText('Tracking id video deleted')).toBeTruthy();
  });
});

describe('sub-ids', () => {
  const expand = async (name: string) =>
    fireEvent.click(within(await rowOf(name)).getByRole('button', { name: /expand row/i }));

  it('opens a row into the sub-ids its links saw', async () => {
    serve({
      'GET publisher/tracking-ids/tid_blog/sub-ids': [
        { subId: 'header-banner', clicks: 3100, lastDay: '2026-11-20' },
        { subId: 'footer', clicks: 12, lastDay: '2026-11-02' },
      ],
    });
    open();
    await expand('blog');
    const table = await screen.findByRole('table', { name: 'Sub-ids of blog' });
    await waitFor(() => expect(within(table).getByText('header-banner')).toBeTruthy());
    expect(within(table).getByText('3,100')).toBeTruthy();
    expect(within(table).getByText('2026.11.20')).toBeTruthy();
  });

  it('explains ?sub= when none was seen', async () => {
    serve({ 'GET publisher/tracking-ids/tid_video/sub-ids': [] });
    open();
    await expand('video');
    const empty = await screen.findByText(/No sub-ids yet/);
    expect(empty.textContent).toBe(
      'No sub-ids yet. Add ?sub=yourname to a short link to count clicks per placement.',
    );
  });
});
