import { marketplaceOf } from '@atlas/shared';
import { createDemoAttribution } from '../integrations/marketplace/attribution/demo-attribution';
import { importAttributionDay } from '../modules/conversions/import.service';
import { buildReportMonths } from '../modules/reports/report-months.service';
import type { TDeps } from '../platform/deps';
import { addDays, dayInZone } from '../platform/zoned-day';
import { listLinkCountries } from './demo-catalogue.repository';
import { demoHistoryDays } from './demo-history';

// The demo's orders: the attribution import run over the days of demo clicks in every
// marketplace with links, through the import the nightly job runs (the demo marketplace derives
// orders, sales and returns from those clicks), so reports and dashboards open on a business.

/** Imports the demo's history (demo-history.ts) and today of each marketplace that has links; answers the runs made. */
export async function seedDemoConversions(deps: TDeps): Promise<number> {
  const countries = await listLinkCountries(deps.db);
  // the demo marketplace's orders, whatever MARKETPLACE_PROVIDER says: the demo links' clicks are made up
  const source = createDemoAttribution(deps.db);
  let runs = 0;
  for (const countryCode of countries) {
    const today = dayInZone(deps.now(), marketplaceOf(countryCode).timeZone);
    for (let back = demoHistoryDays(deps.now()); back >= 0; back--) {
      await importAttributionDay(deps, countryCode, addDays(today, -back), 'demo', { source });
      runs++;
    }
  }
  // the closed months of those days, so the first reports read them whole
  await buildReportMonths(deps);
  return runs;
}
