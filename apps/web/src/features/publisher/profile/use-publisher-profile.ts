import {
  marketplaces,
  productCategories,
  promotionMethods,
  publisherPaymentCalls,
  publisherProfileCalls,
  type TPublisherProfileDetail,
  type TPublisherTax,
} from '@atlas/shared';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall } from '../../../api/calls';

const publisherProfileKey = callKey(publisherProfileCalls.getPublisherProfile, {});
export const publisherBankKey = callKey(publisherPaymentCalls.getBankInformation, {});

/** The profile, tags, review and tax details: one read shared by the banner and every card. */
export function usePublisherProfile() {
  return useCall(publisherProfileCalls.getPublisherProfile, {});
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
  return useCall(publisherPaymentCalls.getBankInformation, {});
}

// The lists never change while the app runs. Until the server's answer, the copies the client
// was built with stand in, so the form never shows a bare code or an empty group.
const lookup = { staleTime: Number.POSITIVE_INFINITY };
const pairs = (items: readonly { key: string; name: string }[]) =>
  items.map(({ key, name }) => ({ key, name }));

export function useProfileLookups() {
  const categories = useCall(
    publisherProfileCalls.listProductCategories,
    {},
    {
      placeholderData: pairs(productCategories),
      ...lookup,
    },
  );
  const methods = useCall(
    publisherProfileCalls.listPromotionMethods,
    {},
    {
      placeholderData: pairs(promotionMethods),
      ...lookup,
    },
  );
  const countries = useCall(
    publisherProfileCalls.listPromotionCountries,
    {},
    {
      placeholderData: marketplaces.map(({ code, site }) => ({ code, site })),
      ...lookup,
    },
  );
  return { categories, methods, countries };
}
