import {
  countryCodes,
  type TCountryCode,
  type TPlacement,
  type TPlacementDraft,
  type TPlacementFormat,
  type TStoredFileView,
  ZPlacementCompleteSchema,
  ZPlacementDraftSchema,
} from '@atlas/shared';
import { minorToText, moneyToMinor } from '../seller/deals/deal-values';

// The placement form: what it holds (prices typed as text per marketplace, images as uploaded),
// the request it sends, and its check with the server's own schema: a draft needs a title and a
// format, publishing needs the whole placement.

export type TPlacementForm = {
  title: string;
  description?: string;
  format?: TPlacementFormat;
  sourceId?: string;
  categoryKeys: string[];
  audienceSize?: number | null;
  audienceDescription?: string;
  images: TStoredFileView[];
  /** "250.00" per marketplace; left empty, the placement is not offered there. */
  prices: Partial<Record<TCountryCode, string>>;
};

export type TFormFieldError = { name: (string | number)[]; errors: string[] };

export function formValuesOf(placement: TPlacement | null): TPlacementForm {
  if (!placement) {
    return { title: '', format: 'article', categoryKeys: [], images: [], prices: {} };
  }
  return {
    title: placement.title,
    description: placement.description,
    format: placement.format,
    sourceId: placement.source?.id,
    categoryKeys: placement.categoryKeys,
    audienceSize: placement.audienceSize,
    audienceDescription: placement.audienceDescription,
    images: placement.images,
    prices: Object.fromEntries(placement.prices.map((p) => [p.countryCode, minorToText(p.priceMinor)])),
  };
}

/** The marketplaces given a price, in the marketplaces' order. */
const pricedCountries = (values: TPlacementForm) =>
  countryCodes.filter((code) => (values.prices?.[code] ?? '').trim() !== '');

/** The request from the form; a price that is not an amount is sent as NaN for the check to name. */
export function requestOf(values: TPlacementForm): TPlacementDraft {
  return {
    title: values.title ?? '',
    description: values.description ?? '',
    format: values.format as TPlacementFormat,
    sourceId: values.sourceId || null,
    categoryKeys: (values.categoryKeys ?? []) as TPlacementDraft['categoryKeys'],
    audienceSize: values.audienceSize ?? null,
    audienceDescription: values.audienceDescription ?? '',
    imageIds: (values.images ?? []).map((image) => image.uploadId),
    prices: pricedCountries(values).map((countryCode) => ({
      countryCode,
      priceMinor: moneyToMinor(values.prices[countryCode]) ?? Number.NaN,
    })),
  };
}

/** A request's field path as the form names it: `prices.1.priceMinor` → `['prices', 'CA']`. */
export function formFieldOf(path: (string | number)[], request: TPlacementDraft): (string | number)[] {
  const [first, index] = path;
  if (first === 'prices' && typeof index === 'number') {
    return ['prices', request.prices?.[index]?.countryCode ?? 'US'];
  }
  if (first === 'imageIds') {
    return ['images'];
  }
  return [String(first)];
}

/** What the form must fix before it is sent: none when the request passes the server's schema. */
export function checkPlacement(values: TPlacementForm, publish: boolean): TFormFieldError[] {
  const request = requestOf(values);
  const schema = publish ? ZPlacementCompleteSchema : ZPlacementDraftSchema;
  const parsed = schema.safeParse(request);
  if (parsed.success) {
    return [];
  }
  const byField = new Map<string, TFormFieldError>();
  for (const issue of parsed.error.issues) {
    const name = formFieldOf(issue.path as (string | number)[], request);
    const key = name.join('.');
    const entry = byField.get(key) ?? { name, errors: [] };
    entry.errors.push(issue.message);
    byField.set(key, entry);
  }
  return [...byField.values()];
}
