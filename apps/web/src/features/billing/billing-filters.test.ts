import { describe, expect, it } from 'vitest';
import { billingListQueryOf } from './billing-filters';

describe('billingListQueryOf', () => {
  it('reads the filters and page from the address', () => {
    expect(billingListQueryOf(new URLSearchParams('status=overdue&country=UK&page=3'))).toEqual({
      status: 'overdue',
      countryCode: 'UK',
      page: 3,
      pageSize: 20,
    });
  });

  it('lists everything for values edited by hand it does not know', () => {
    expect(billingListQueryOf(new URLSearchParams('status=late&country=XX&page=-2'))).toEqual({
      status: undefined,
      countryCode: undefined,
      page: 1,
      pageSize: 20,
    });
  });
});
