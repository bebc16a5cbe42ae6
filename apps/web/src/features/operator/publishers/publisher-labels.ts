import {
  productCategories,
  promotionMethods,
  type TAssociateStatus,
  type TPublisherBankStatus,
  type TPublisherReviewStatus,
  type TPublisherTaxForm,
} from '@atlas/shared';

// How the console names what a publisher chose and where its reviews stand.

const nameOf = (items: readonly { key: string; name: string }[]) => (key: string) =>
  items.find((item) => item.key === key)?.name ?? key;

export const categoryName = nameOf(productCategories);
export const methodName = nameOf(promotionMethods);

export const reviewTags: Record<TPublisherReviewStatus, { color: string; label: string }> = {
  pending: { color: 'blue', label: 'Pending' },
  approved: { color: 'green', label: 'Approved' },
  rejected: { color: 'red', label: 'Rejected' },
};

export const bankTags: Record<TPublisherBankStatus, { color: string; label: string }> = {
  missing: { color: 'default', label: 'No bank details' },
  pending: { color: 'blue', label: 'Bank to review' },
  approved: { color: 'green', label: 'Bank approved' },
  rejected: { color: 'red', label: 'Bank rejected' },
};

export const taxFormLabels: Record<TPublisherTaxForm, string> = {
  W9: 'W-9',
  W8BEN: 'W-8BEN',
  W8BENE: 'W-8BEN-E',
};

export const associateTags: Record<TAssociateStatus, { color: string; label: string }> = {
  unverified: { color: 'default', label: 'Unverified' },
  verified: { color: 'green', label: 'Verified associate' },
  blocked: { color: 'red', label: 'Associate blocked' },
};
