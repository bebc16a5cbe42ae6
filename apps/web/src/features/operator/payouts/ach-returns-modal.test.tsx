// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { AchReturnsModal } from './ach-returns-modal';
import { callsTo, ok, serve } from './payout-test-server';

let browser: ReturnType<typeof fakeBrowser>;
const upload = 'POST finance/payouts/ach-returns';
// two NACHA records of 94 characters: what the bank sends is plain text
const returnFile = `${'1'.padEnd(94, '0')}\n${'6'.padEnd(94, '1')}\n`;

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'admin.test', pathname: '/operator/payouts', search: '' });
  serve(browser, {
    [upload]: () =>
      ok({ returned: 2, alreadyReturned: 1, unknownTraces: ['021000020000017', '021000020000099'] }),
  });
});
afterEach(cleanup);

function choose(text: string) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], 'returns.txt', { type: 'text/plain' })] } });
}

describe('ACH returns', () => {
  it('refuses a file that is not an ACH file without sending it', async () => {
    renderPage(<AchReturnsModal open onClose={() => undefined} />);
    await screen.findByText('Choose the ACH return file');
    choose('order,amount\n1,2\n');
    await screen.findByText('This is not an ACH file: its records have 94 characters');
    expect(callsTo(browser, upload)).toHaveLength(0);
  });

  it("sends the file's text and says what was returned, already returned and unknown", async () => {
    renderPage(<AchReturnsModal open onClose={() => undefined} />);
    await screen.findByText('Choose the ACH return file');
    choose(returnFile);
    await screen.findByText('2 payouts returned');
    expect(callsTo(browser, upload)).toHaveLength(1);
    expect(callsTo(browser, upload)[0]?.body).toEqual({ text: returnFile });
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('1 entry already returned by an earlier upload');
    expect(dialog.textContent).toContain(
      '2 trace numbers match no payout of ours: 021000020000017, 021000020000099',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload another file' }));
    await waitFor(() => expect(screen.getByText('Choose the ACH return file')).toBeTruthy());
  });
});
