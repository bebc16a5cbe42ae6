import {
  marketplaces,
  productCategories,
  promotionMethods,
  type TPublisherProfileDetail,
  type TPublisherTax,
} from '@atlas/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getBankInformation,
  getPublisherProfile,
  listProductCategories,
  listPromotionCountries,
  listPromotionMethods,
} from '../../../api/publisher-profile';

export const publisherProfileKey = ['publisher', 'profile'] as const;
export const publisherBankKey = ['publisher', 'bank'] as const;

/** The profile, tags, review and tax details: one read shared by the banner and every card. */
export function usePublisherProfile() {
  return useQuery({ queryKey: publisherProfileKey, queryFn: getPublisherProfile });
}

/** Writes what a save answered into the shared profile, so the banner and cards follow at once. */
export function useSetPublisherProfile() {
  const queryClient = useQueryClient();
  return {
    profile: (profile: TPublisherProfileDetail) => queryClient.setQueryData(publisherProfileKey, profile),
    tax: (tax: TPublisherTax) =>
      queryClient.setQueryData<TPublisherProfileDetail>(publisherProfileKey, (profile) =>
        profile ? { ...profile, tax } : profile,
      ),
  };
}

export function useBankInformation() {
  return useQuery({ queryKey: publisherBankKey, queryFn: getBankInformation });
}

// The lists never change while the app runs. Until the server's answer, the copies the client
// was built with stand in, so the form never shows a bare code or an empty group.
const lookup = { staleTime: Number.POSITIVE_INFINITY };
const pairs = (items: readonly { key: string; name: string }[]) =>
  items.map(({ key, name }) => ({ key, name }));

export function useProfileLookups() {
  const categories = useQuery({
    queryKey: ['publisher', 'lookups', 'categories'],
    queryFn: listProductCategories,
    placeholderData: pairs(productCategories),
    ...lookup,
  });
  const methods = useQuery({
    queryKey: ['publisher', 'lookups', 'methods'],
    queryFn: listPromotionMethods,
    placeholderData: pairs(promotionMethods),
    ...lookup,
  });
  const countries = useQuery({
    queryKey: ['publisher', 'lookups', 'countries'],
    queryFn: listPromotionCountries,
    placeholderData: marketplaces.map(({ code, site }) => ({ code, site })),
    ...lookup,
  });
  return { categories, methods, countries };
}
