// @vitest-environment happy-dom
import type { TSiteMode } from '@atlas/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSiteMode } from '../api/site-mode';
import { renderPage } from '../test/render-page';
import { DemoNote } from './demo-note';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** GET common/site-mode answers `mode`. */
function siteMode(mode: TSiteMode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, code: '0', error: null, data: mode })),
  );
}

/** Shows once the page has read the site mode, so the notes have had their chance to render. */
function ModeKnown() {
  return useSiteMode().data ? <span>site mode read</span> : null;
}

const demo: TSiteMode = { marketplace: 'demo', payments: 'sandbox', publicDemo: true };
const live: TSiteMode = { marketplace: 'amazon', payments: 'live', publicDemo: false };

describe('DemoNote', () => {
  it('says "demo" where sign-in and money go to the built-in stand-ins', async () => {
    siteMode(demo);
    renderPage(
      <>
        <DemoNote about="marketplace" />
        <DemoNote about="payments" />
        <DemoNote about="site" />
      </>,
      '/',
      { siteMode: null },
    );
    const notes = await screen.findAllByRole('note');
    expect(notes.map((note) => note.textContent)).toEqual([
      'Demo marketplace: you choose one of its made-up Amazon sellers; no Amazon account is used.',
      'Demo payment: PayPal and Payoneer here are built-in sandboxes, so no money moves.',
      'A public demo of Affiliate Atlas: its accounts, Amazon sellers and payments are made up.',
    ]);
  });

  it('says nothing on a real deployment', async () => {
    siteMode(live);
    renderPage(
      <>
        <DemoNote about="marketplace" />
        <DemoNote about="payments" />
        <DemoNote about="site" />
        <ModeKnown />
      </>,
      '/',
      { siteMode: null },
    );
    await screen.findByText('site mode read');
    expect(screen.queryAllByRole('note')).toEqual([]);
  });
});
