// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { UserDetailsForm } from './user-details-form';

// an admin: the form may be saved
vi.mock('../operator-role', () => ({ useCanWrite: () => true, supportReadOnlyHint: 'Read only' }));

let browser: ReturnType<typeof fakeBrowser>;
const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

beforeEach(() => {
  browser = fakeBrowser();
  browser.fetch.mockImplementation(async (url, init) => {
    if (String(url).endsWith('seller/details/usr_1') && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      return ok({ id: 'usr_1', userType: 'seller', ...body, sessionsEnded: 0 });
    }
    return answer(fail('1004', 'Route not found'), 404);
  });
});
afterEach(cleanup);

describe("an account's details saved from the console", () => {
  it('say so in a message, as the console confirms its other saves', async () => {
    renderPage(
      <UserDetailsForm
        userType="seller"
        account={{ id: 'usr_1', name: 'Demo Seller', email: 'seller@demo.test', status: 'active' }}
      />,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Demo Seller Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('seller@demo.test saved')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('.ant-message-success')?.textContent).toContain('seller@demo.test saved'),
    );
  });
});
