// @vitest-environment happy-dom
import type { TAuditEntry } from '@atlas/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { AuditPage } from './audit-page';

let browser: ReturnType<typeof fakeBrowser>;
const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

const noted: TAuditEntry = {
  id: 'aud_1',
  operatorId: 'opr_1',
  operatorEmail: 'admin@demo.test',
  action: 'PATCH commission/reports/note/{id}',
  targetType: 'commission_report',
  targetId: 'cnv_1',
  input: { note: 'Checked with the seller' },
  before: { note: null, reviewStatus: 'pending' },
  after: { note: 'Checked with the seller', reviewStatus: 'not_verified' },
  outcome: 'done',
  error: null,
  at: '2026-11-05T10:00:00.000Z',
  finishedAt: '2026-11-05T10:00:01.000Z',
};

beforeEach(() => {
  browser = fakeBrowser();
  browser.fetch.mockImplementation(async (url) => {
    const path = String(url)
      .replace(/^.*\/v1\//, '')
      .split('?')[0];
    if (path === 'audit/list') {
      return ok({ items: [noted], total: 1, page: 1, pageSize: 20 });
    }
    if (path === 'audit/targets') {
      return ok({ targetTypes: ['commission_report'] });
    }
    if (path === 'users') {
      return ok({ items: [], total: 0, page: 1, pageSize: 100 });
    }
    return answer(fail('1004', 'Route not found'), 404);
  });
});
afterEach(cleanup);

describe('the audit log', () => {
  it('says what happened in words: the action, the kind of record and the outcome', async () => {
    renderPage(<AuditPage />);
    const row = await screen.findByRole('row', { name: /admin@demo\.test/ });
    expect(within(row).getByText('Noted a commission report row')).toBeTruthy();
    expect(within(row).getByText('Commission report row')).toBeTruthy();
    expect(within(row).getByText('Done')).toBeTruthy();
    expect(within(row).queryByText('commission_report')).toBeNull();
    expect(within(row).queryByText('done')).toBeNull();
  });

  it("shows the change with field names and values in words, and an empty value as '--'", async () => {
    renderPage(<AuditPage />);
    const row = await screen.findByRole('row', { name: /admin@demo\.test/ });
    fireEvent.click(within(row).getByRole('button', { name: /expand/i }));
    const before = (await screen.findByText('Before')).closest('.ant-card') as HTMLElement;
    const after = screen.getByText('After').closest('.ant-card') as HTMLElement;
    expect(within(before).getByText('--')).toBeTruthy();
    expect(within(before).queryByText('null')).toBeNull();
    expect(within(before).getByText('Review status')).toBeTruthy();
    expect(within(before).getByText('Pending')).toBeTruthy();
    expect(within(after).getByText('Not verified')).toBeTruthy();
    expect(within(after).getByText('Checked with the seller')).toBeTruthy();
  });
});
