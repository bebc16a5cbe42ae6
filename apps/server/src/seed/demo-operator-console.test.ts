import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/support/test-app';
import { commissionReportNotes, conversions, publisherProfiles, users } from '../db/schema';
import { demoPublisherEmail, demoSellerEmail, seedDemo } from './demo';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoConversions } from './demo-conversions';
import { seedDemoOperatorConsole } from './demo-operator-console';
import { seedDemoPublishers } from './demo-publishers';
import { seedDemoTracking } from './demo-tracking';

// The console's publishers and commission reports open on data: the demo publisher a verified
// associate with a note, and two of its report rows noted.
let t: TTestApp;
let seeded: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  await seedDemoCatalogue(t.app.deps, demoSellerEmail);
  await seedDemoPublishers(t.app.deps);
  await seedDemoTracking(t.app.deps);
  await seedDemoConversions(t.app.deps);
  seeded = await seedDemoOperatorConsole(t.app.deps);
}, 120_000);
afterAll(() => t.close());

describe('the demo operator console', () => {
  it('makes the demo publisher a verified associate with a note, and notes two of its rows', async () => {
    expect(seeded).toBe(3);
    const [profile] = await t.database.db
      .select({ status: publisherProfiles.associateStatus, note: publisherProfiles.operatorNote })
      .from(publisherProfiles)
      .innerJoin(users, eq(users.id, publisherProfiles.userId))
      .where(eq(users.email, demoPublisherEmail));
    expect(profile).toEqual({
      status: 'verified',
      note: expect.stringContaining('verified as an associate'),
    });
    const noted = await t.database.db
      .select({ publisherId: conversions.publisherId })
      .from(commissionReportNotes)
      .innerJoin(
        conversions,
        and(
          eq(conversions.linkId, commissionReportNotes.linkId),
          eq(conversions.day, commissionReportNotes.day),
          eq(conversions.asin, commissionReportNotes.asin),
          eq(conversions.kind, commissionReportNotes.kind),
        ),
      )
      .where(isNotNull(commissionReportNotes.updatedBy));
    expect(noted).toHaveLength(2);
  });
});
