import type { TDb } from '../../../db/client';
import { addDays } from '../../../platform/zoned-day';
import { findDemoProducts, findHumanClicksByLink } from './demo-attribution.repository';
import { demoReturnWindowDays, demoRowsOf, returnWindowOf } from './demo-derivation';
import type { TAttributionSource } from './types';

/**
 * The demo marketplace's attribution: orders derived from the human clicks recorded on the day
 * (and, for returns, the days before it), so what a visitor clicks shows up as orders after
 * the next import. Two short reads: the links' click days, then what the clicked links sell.
 */
export function createDemoAttribution(db: TDb): TAttributionSource {
  return {
    async report(_countryCode, day, links) {
      const clicksByLink = await findHumanClicksByLink(
        db,
        links.map((l) => l.linkId),
        addDays(day, -demoReturnWindowDays),
        day,
      );
      if (clicksByLink.size === 0) {
        return [];
      }
      const sellable = await findDemoProducts(db, [...clicksByLink.keys()]);
      const earlierDays = returnWindowOf(day);
      return sellable.flatMap((link) =>
        demoRowsOf({ ...link, clicksByDay: clicksByLink.get(link.linkId) ?? new Map() }, day, earlierDays),
      );
    },
  };
}
