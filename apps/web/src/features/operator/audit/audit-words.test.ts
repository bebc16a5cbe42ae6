import { describe, expect, it } from 'vitest';
import { auditActionWords, auditFieldWords, auditTargetWords, auditValueWords } from './audit-words';

describe('auditActionWords', () => {
  it("says what a known route did, with an export's POST twin read as its GET", () => {
    expect(auditActionWords('PUT publisher/review')).toBe('Reviewed a publisher');
    expect(auditActionWords('PATCH commission/reports/note/{id}')).toBe('Noted a commission report row');
    expect(auditActionWords('POST users/{id}/disable')).toBe('Disabled an operator');
    expect(auditActionWords('POST publisher/export')).toBe('Exported the publishers');
  });

  it("reads an unknown route as its method's verb and its path's words", () => {
    expect(auditActionWords('DELETE seller/product/deal/{id}')).toBe('Deleted seller product deal');
    expect(auditActionWords('POST finance/webhooks/payPal')).toBe('Sent finance webhooks pay pal');
    expect(auditActionWords('PUT things/{id}')).toBe('Changed things');
    expect(auditActionWords('GET reports/campaign-agg_export')).toBe(
      'Downloaded reports campaign agg export',
    );
    expect(auditActionWords('OPTIONS {id}')).toBe('Options');
    expect(auditActionWords('someLegacy_action')).toBe('Some legacy action');
  });
});

describe('auditTargetWords', () => {
  it('names the kind of record in words, and an unknown kind still as words', () => {
    expect(auditTargetWords('commission_report')).toBe('Commission report row');
    expect(auditTargetWords('billing-close')).toBe('Month close');
    expect(auditTargetWords('publisher')).toBe('Publisher');
    expect(auditTargetWords('tracking_link')).toBe('Tracking link');
    expect(auditTargetWords('')).toBe('--');
  });
});

describe('auditFieldWords', () => {
  it('turns a field name into words', () => {
    expect(auditFieldWords('reviewStatus')).toBe('Review status');
    expect(auditFieldWords('bank_status')).toBe('Bank status');
  });
});

describe('auditValueWords', () => {
  it("shows an empty value as '--'", () => {
    expect(auditValueWords(null)).toBe('--');
    expect(auditValueWords(undefined)).toBe('--');
    expect(auditValueWords('')).toBe('--');
    expect(auditValueWords([])).toBe('--');
  });

  it('capitalises codes into words and keeps what people wrote', () => {
    expect(auditValueWords('done')).toBe('Done');
    expect(auditValueWords('not_verified')).toBe('Not verified');
    expect(auditValueWords(true)).toBe('Yes');
    expect(auditValueWords(false)).toBe('No');
    expect(auditValueWords(['admin', 'support'])).toBe('Admin, Support');
    expect(auditValueWords('Sam Support')).toBe('Sam Support');
    expect(auditValueWords('sam@example.test')).toBe('sam@example.test');
    expect(auditValueWords('opr_01h2x')).toBe('opr_01h2x');
    expect(auditValueWords(12)).toBe('12');
  });

  it('writes days and months with dots', () => {
    expect(auditValueWords('2026-10-01')).toBe('2026.10.01');
    expect(auditValueWords('2026-10')).toBe('2026.10');
    expect(auditValueWords('2026-10-01T12:00:00.000Z')).toMatch(/^2026\.10\.0[12] \d\d:\d\d /);
  });
});
