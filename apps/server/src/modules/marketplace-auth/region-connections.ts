import {
  amazonRegions,
  regionCountries,
  type TAmazonRegionConnection,
  type TCountryCode,
} from '@atlas/shared';
import type { TQueryable } from '../../db/client';
import { findAdsProfilesOfUser, findGrantsOfUser } from './amazon-grants.repository';

/** Each Amazon region's grants of the seller, as its Account card shows them. */
export async function regionConnections(db: TQueryable, userId: string): Promise<TAmazonRegionConnection[]> {
  const [grants, profiles] = await Promise.all([
    findGrantsOfUser(db, userId),
    findAdsProfilesOfUser(db, userId),
  ]);
  return amazonRegions.map((region) => {
    const countries = regionCountries(region);
    const grantOf = (kind: 'selling-partner' | 'ads') =>
      grants.find((g) => g.region === region && g.kind === kind);
    const view = (grant: NonNullable<ReturnType<typeof grantOf>>) => ({
      status: grant.status,
      problem: grant.problem,
      grantedAt: grant.grantedAt.toISOString(),
    });
    const sellingPartner = grantOf('selling-partner');
    const ads = grantOf('ads');
    return {
      region,
      countries,
      sellingPartner: sellingPartner
        ? { ...view(sellingPartner), sellingPartnerId: sellingPartner.sellingPartnerId }
        : null,
      ads: ads
        ? {
            ...view(ads),
            profiles: profiles
              .filter((p) => countries.includes(p.countryCode as TCountryCode))
              .map((p) => ({
                countryCode: p.countryCode as TCountryCode,
                profileId: p.profileId,
                measured: p.tagTemplate !== null,
                problem: p.problem,
              })),
          }
        : null,
    };
  });
}
