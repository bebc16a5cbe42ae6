// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/error-catalogue';
import { renderPage } from '../test/render-page';
import { LoadFailed } from './load-failed';

afterEach(cleanup);

const refusal = (code: string, reason?: string) =>
  new ApiError('Your publisher account is waiting for review. Finish your profile.', {
    code,
    status: code === '1009' ? 409 : 500,
    handled: true,
    reason,
  });

describe('a page whose data did not load', () => {
  it('offers to try again after a failure', () => {
    renderPage(<LoadFailed what="your tracking links" error={refusal('5000')} onRetry={() => undefined} />);
    expect(screen.getByText('We could not load your tracking links')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says why and where to finish when the account is waiting for review, with no retry that cannot work', () => {
    renderPage(
      <LoadFailed
        what="your tracking links"
        error={refusal('1009', 'approval_pending')}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByText('Your tracking links will open once your account is approved')).toBeTruthy();
    expect(screen.getByText(/waiting for review/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
