import { clickDays } from '../../src/db/schema';
import type { TTestApp } from './test-app';

/** Clicks of one link per day and sub-id (`''` for none), as the click shipper sums them. */
export async function insertClickDays(
  t: TTestApp,
  linkId: string,
  days: { day: string; subId?: string; clicks: number; botClicks?: number; nonEarningClicks?: number }[],
) {
  await t.database.db.insert(clickDays).values(days.map((d) => ({ linkId, subId: '', ...d })));
}
