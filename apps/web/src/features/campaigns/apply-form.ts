import { type TApplyCampaign, type TSellerPlacement, ZApplyCampaignSchema } from '@atlas/shared';

// The apply form's values, the request they make, and the form's own check with the server's
// schema (the same limits and words), each error on the field the seller sees.

export type TAssetView = { uploadId: string; fileName: string };

export type TApplyForm = {
  countryCode?: string;
  brandId?: string;
  products?: string[];
  message?: string;
  assets?: TAssetView[];
};

export type TFormError = { name: string[]; errors: string[] };

/** The marketplaces the seller can book the placement in: the ones it has a price in. */
export const applyMarketplaces = (placement: Pick<TSellerPlacement, 'prices'>) =>
  placement.prices.map((p) => p.countryCode);

export function applyRequestOf(placementId: string, values: TApplyForm): TApplyCampaign {
  return {
    placementId,
    countryCode: values.countryCode as TApplyCampaign['countryCode'],
    brandId: values.brandId ?? '',
    products: values.products ?? [],
    message: values.message ?? '',
    assets: (values.assets ?? []).map((a) => a.uploadId),
  };
}

/** Every problem of the form, on its field; empty when the server would take it. */
export function checkApply(
  placement: Pick<TSellerPlacement, 'id' | 'prices'>,
  values: TApplyForm,
): TFormError[] {
  const errors = new Map<string, string>();
  const result = ZApplyCampaignSchema.safeParse(applyRequestOf(placement.id, values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'countryCode');
      if (!errors.has(field)) {
        errors.set(field, issue.message);
      }
    }
  }
  if (values.countryCode && !applyMarketplaces(placement).includes(values.countryCode)) {
    errors.set('countryCode', `This placement has no price in ${values.countryCode}`);
  }
  return [...errors].map(([field, message]) => ({ name: [field], errors: [message] }));
}
