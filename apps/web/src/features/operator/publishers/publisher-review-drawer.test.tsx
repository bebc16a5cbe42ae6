// @vitest-environment happy-dom
import type { TPublisherListItem } from '@atlas/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { OperatorSessionProvider } from '../../../session/operator-session';
import { noBank } from '../../../test/no-bank';
import { renderPage } from '../../../test/render-page';
import { PublisherReviewDrawer } from './publisher-review-drawer';

const publisher: TPublisherListItem = {
  id: 'usr_new',
  name: 'Ivy Ramirez',
  email: 'ivy@example.test',
  accountStatus: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  submittedAt: '2026-11-20T10:05:00.000Z',
  website: 'https://ivy.example.test',
  promotionCountry: 'US',
  audience: null,
  promotionCountries: ['US'],
  categories: [],
  promotionMethods: [],
  audienceSize: null,
  review: { status: 'pending', reason: null, reviewedAt: null },
  updatedAt: null,
  taxForm: null,
  taxPdfUploaded: false,
  bank: noBank,
  associateStatus: 'unverified',
  note: null,
};

beforeEach(() => {
  const browser = fakeBrowser({ hostname: 'admin.test', pathname: '/publishers', search: '' });
  browser.fetch.mockImplementation(async () => answer(fail('1000', 'The server could not answer'), 500));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PublisherReviewDrawer', () => {
  it('offers both decisions on an activated publisher waiting for review', () => {
    const onDecide = vi.fn();
    renderPage(
      <OperatorSessionProvider>
        <PublisherReviewDrawer publisher={publisher} onDecide={onDecide} onClose={vi.fn()} />
      </OperatorSessionProvider>,
    );
    expect(screen.getByText(/^Waiting since/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve publisher' }));
    expect(onDecide).toHaveBeenCalledWith({ status: 'approved', subject: 'profile' });
  });

  it('says an unactivated sign-up waits for its e-mail, and offers no decision', () => {
    const onDecide = vi.fn();
    renderPage(
      <OperatorSessionProvider>
        <PublisherReviewDrawer
          publisher={{ ...publisher, accountStatus: 'pending' }}
          onDecide={onDecide}
          onClose={vi.fn()}
        />
      </OperatorSessionProvider>,
    );
    expect(screen.getByText(/^Not activated yet: the review opens once the publisher confirms/)).toBeTruthy();
    for (const name of ['Approve publisher', 'Reject publisher']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
  });
});
