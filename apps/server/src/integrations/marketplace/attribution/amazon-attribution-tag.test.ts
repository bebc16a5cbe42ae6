import { describe, expect, it } from 'vitest';
import {
  attributionTagIds,
  fillAttributionTag,
  isOurCampaign,
  linkCodeOfAdGroup,
} from './amazon-attribution-tag';

const link = {
  countryCode: 'US',
  sellerId: 'usr_3k9x0a1b2c3d4e5f',
  ownerId: 'usr_p0p1p2p3p4p5p6p7',
  code: 'Abc12345',
};
const ids = attributionTagIds(link);
const fixed = 'maas=maas_adg_api_555000111_static_9_99&ref_=aa_maas&tag=maas';

describe('attributionTagIds', () => {
  it('names one campaign per seller, market and publisher, and the link as ad group and creative', () => {
    expect(ids).toEqual({
      campaignId: 'atlas-US-usr_3k9x0a1b2c3d4e5f-usr_p0p1p2p3p4p5p6p7',
      adGroupId: 'atlas-Abc12345',
      creativeId: 'atlas-Abc12345',
    });
    expect(attributionTagIds({ ...link, countryCode: 'UK' }).campaignId).not.toBe(ids.campaignId);
  });

  it('refuses ids holding a character Amazon forbids or that would blur the parts', () => {
    for (const sellerId of ['usr/1', 'usr&1', 'usr=1', 'usr%201', 'usr-1', 'usr 1', '']) {
      expect(() => attributionTagIds({ ...link, sellerId })).toThrow(/sellerId/);
    }
    expect(() => attributionTagIds({ ...link, ownerId: 'usr$1' })).toThrow(/ownerId/);
    expect(() => attributionTagIds({ ...link, code: 'Ab-c' })).toThrow(/code/);
    expect(() => attributionTagIds({ ...link, countryCode: 'us' })).toThrow(/countryCode/);
  });

  it('refuses a value past 255 characters', () => {
    expect(() => attributionTagIds({ ...link, ownerId: `usr_${'a'.repeat(240)}` })).toThrow(/255/);
  });
});

describe('fillAttributionTag', () => {
  const filled = `${fixed}&aa_campaignid=${ids.campaignId}&aa_adgroupid=atlas-Abc12345&aa_creativeid=atlas-Abc12345`;

  it("fills the guide's template, keeping maas, ref_ and tag as Amazon gave them", () => {
    const template = `?${fixed}&aa_campaignid={campaignId}&aa_adgroupid={adgroupId}&aa_creativeid={creativeId}`;
    expect(fillAttributionTag(template, ids)).toBe(filled);
  });

  it('fills by parameter name whatever the placeholder text', () => {
    const reference = `?${fixed}&aa_campaignid={insertCampaignId}&aa_adgroupid={insertAdGroupId}&aa_creativeid={insertAdiD}`;
    const seen = `${fixed}&aa_campaignid={insertCampaign}&aa_adgroupid={insertAdGroupId}&aa_creativeid={insertCreativeId}`;
    expect(fillAttributionTag(reference, ids)).toBe(filled);
    expect(fillAttributionTag(seen, ids)).toBe(filled);
  });

  it('keeps the parameters in the order and the spelling of the template', () => {
    const template =
      '?aa_creativeid={c}&maas=maas_adg_api_1_static_2_3&aa_adgroupid={a}&ref_=aa_maas&aa_campaignid={x}&tag=maas';
    expect(fillAttributionTag(template, ids)).toBe(
      `aa_creativeid=atlas-Abc12345&maas=maas_adg_api_1_static_2_3&aa_adgroupid=atlas-Abc12345&ref_=aa_maas&aa_campaignid=${ids.campaignId}&tag=maas`,
    );
  });

  it('refuses a template missing a parameter or naming one twice', () => {
    expect(() => fillAttributionTag(`?${fixed}&aa_campaignid={c}&aa_adgroupid={a}`, ids)).toThrow(
      /aa_creativeid/,
    );
    expect(() =>
      fillAttributionTag(
        `?${fixed}&aa_campaignid={c}&aa_adgroupid={a}&aa_creativeid={x}&aa_adgroupid={b}`,
        ids,
      ),
    ).toThrow(/twice/);
  });

  it('refuses values Amazon would not measure', () => {
    const template = `?${fixed}&aa_campaignid={c}&aa_adgroupid={a}&aa_creativeid={x}`;
    expect(() => fillAttributionTag(template, { ...ids, creativeId: 'a+b' })).toThrow(/aa_creativeid/);
    expect(() => fillAttributionTag(template, { ...ids, adGroupId: 'a%2Fb' })).toThrow(/aa_adgroupid/);
    expect(() => fillAttributionTag(template, { ...ids, campaignId: 'x'.repeat(256) })).toThrow(
      /aa_campaignid/,
    );
  });
});

describe('reading report rows back', () => {
  it('finds the link code of our ad groups only', () => {
    expect(linkCodeOfAdGroup('atlas-Abc12345')).toBe('Abc12345');
    expect(linkCodeOfAdGroup('atlas-')).toBeNull();
    expect(linkCodeOfAdGroup(ids.campaignId)).toBeNull();
    expect(linkCodeOfAdGroup('Mood Boost')).toBeNull();
    expect(linkCodeOfAdGroup(131723824983)).toBeNull();
  });

  it('tells our campaigns from other tools', () => {
    expect(isOurCampaign(ids.campaignId)).toBe(true);
    expect(isOurCampaign('16037445769')).toBe(false);
    expect(isOurCampaign(undefined)).toBe(false);
  });
});
