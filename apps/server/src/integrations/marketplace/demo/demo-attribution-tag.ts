// The demo marketplace's Amazon Attribution: a non-macro template of the same shape Amazon's
// `GET /attribution/tags/nonMacroTemplateTag` answers, so demo links carry what Amazon links
// carry and go through the same filling (attribution/amazon-attribution-tag.ts).

/** Every demo seller's template: the campaign id our links fill in already names the seller. */
export const demoAttributionTemplate =
  'maas=maas_adg_api_demo_static_9_99&ref_=aa_maas&tag=maas&aa_campaignid={insertCampaignId}&aa_adgroupid={insertAdGroupId}&aa_creativeid={insertAdId}';
