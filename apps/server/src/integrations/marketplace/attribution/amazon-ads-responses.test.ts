import { describe, expect, it } from 'vitest';
import { advertisersOf, profilesOf, publishersOf, reportPageOf, tagTemplateOf } from './amazon-ads-responses';

describe('profilesOf', () => {
  it('keeps a 64-bit profile id exact, past what a float holds', () => {
    const text =
      '[{"profileId":9007199254740993,"countryCode":"UK","currencyCode":"GBP","timezone":"Europe/London",' +
      '"accountInfo":{"marketplaceStringId":"A1F83G8C2ARO7P","id":"A2SELLER","type":"seller","name":"Shop","validPaymentMethod":true}}]';
    expect(profilesOf(text)).toEqual([
      {
        id: '9007199254740993',
        countryCode: 'UK',
        currencyCode: 'GBP',
        timezone: 'Europe/London',
        accountInfo: { marketplaceStringId: 'A1F83G8C2ARO7P', id: 'A2SELLER', type: 'seller', name: 'Shop' },
      },
    ]);
  });

  it('refuses what is not a list of profiles', () => {
    expect(() => profilesOf('{"code":"UNAUTHORIZED"}')).toThrow(/list of profiles/);
    expect(() => profilesOf('[{"profileId":1}]')).toThrow(/profile 1/);
    expect(() => profilesOf('<html>')).toThrow(/not JSON/);
  });
});

describe('the attribution resources', () => {
  it('reads the publishers under the documented key and the one seen in answers', () => {
    const list = [
      { id: '11', name: 'Blogpost - Other', macroEnabled: false },
      { id: 1, name: 'Google Ads', macroEnabled: true },
    ];
    const read = [
      { id: '11', name: 'Blogpost - Other', macroEnabled: false },
      { id: '1', name: 'Google Ads', macroEnabled: true },
    ];
    expect(publishersOf({ publisher: list })).toEqual(read);
    expect(publishersOf({ publishers: list })).toEqual(read);
    expect(() => publishersOf({})).toThrow(/publisher list/);
  });

  it('reads the tag map wrapped as documented or bare as answered', () => {
    const tags = { '1964981050701': { '11': '?maas=x&aa_campaignid={c}' } };
    expect(tagTemplateOf({ advertiserAttributionTagMap: tags }, '1964981050701', '11')).toBe(
      '?maas=x&aa_campaignid={c}',
    );
    expect(tagTemplateOf(tags, '1964981050701', '11')).toBe('?maas=x&aa_campaignid={c}');
    expect(() => tagTemplateOf(tags, '1964981050701', '12')).toThrow(
      /no tag for advertiser 1964981050701 and publisher 12/,
    );
  });

  it('reads the advertisers', () => {
    expect(advertisersOf({ advertisers: [{ advertiserId: 42, advertiserName: 'Brand' }] })).toEqual([
      { id: '42', name: 'Brand' },
    ]);
    expect(() => advertisersOf({ advertisers: [{}] })).toThrow(/advertiser 1 has no id/);
  });

  it('ends the report on a missing, null or empty cursor', () => {
    expect(reportPageOf({ reports: [{ a: 1 }], cursorId: '{"values":[2]}' })).toEqual({
      rows: [{ a: 1 }],
      cursorId: '{"values":[2]}',
    });
    expect(reportPageOf({ reports: [], cursorId: null }).cursorId).toBeNull();
    expect(reportPageOf({ reports: [], cursorId: '' }).cursorId).toBeNull();
    expect(reportPageOf({ reports: [] }).cursorId).toBeNull();
    expect(() => reportPageOf({ reports: [], cursorId: 7 })).toThrow(/cursorId/);
    expect(() => reportPageOf({ size: 0 })).toThrow(/reports list/);
  });
});
