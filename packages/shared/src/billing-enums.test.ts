import { describe, expect, it } from 'vitest';
import { billingDisplayStatus, invoiceLabel } from './billing-enums';

describe('billing display status', () => {
  const due = '2026-11-16T08:00:00.000Z';
  it('turns an unpaid billing overdue from its due instant, not a millisecond before', () => {
    expect(billingDisplayStatus('unpaid', due, new Date('2026-11-16T07:59:59.999Z'))).toBe('unpaid');
    expect(billingDisplayStatus('unpaid', due, new Date(due))).toBe('overdue');
  });
  it('never calls a billing in payment or paid overdue', () => {
    const late = new Date('2027-01-01T00:00:00Z');
    expect(billingDisplayStatus('processing', due, late)).toBe('processing');
    expect(billingDisplayStatus('paid', due, late)).toBe('paid');
  });
});

describe('invoice labels', () => {
  it('pads to six digits and keeps longer numbers whole', () => {
    expect(invoiceLabel('seller', 42)).toBe('AA-S-000042');
    expect(invoiceLabel('publisher', 1234567)).toBe('AA-P-1234567');
  });
});
