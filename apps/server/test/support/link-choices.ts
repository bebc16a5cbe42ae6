import { trackingIds, trafficSources } from '../../src/db/schema';
import { newId, randomString } from '../../src/platform/ids';
import type { TTestApp } from './test-app';

// What a link may carry, written straight to the database for the link builder's tests: an
// owner's tracking ids (a partner's under a cooperation name) and traffic sources, live or archived.

type TChoiceOptions = { name?: string; cooperationName?: string; archived?: boolean };

export async function insertTrackingId(t: TTestApp, ownerId: string, options: TChoiceOptions = {}) {
  const [row] = await t.database.db
    .insert(trackingIds)
    .values({
      id: newId('tid'),
      ownerId,
      name: options.name ?? `tid-${randomString(6)}`,
      cooperationName: options.cooperationName ?? null,
      archivedAt: options.archived ? t.clock.now : null,
      createdAt: t.clock.now,
    })
    .returning();
  if (!row) {
    throw new Error('insertTrackingId wrote no row');
  }
  return row;
}

export async function insertSource(
  t: TTestApp,
  ownerId: string,
  options: Omit<TChoiceOptions, 'cooperationName'> = {},
) {
  const [row] = await t.database.db
    .insert(trafficSources)
    .values({
      id: newId('src'),
      ownerId,
      kind: 'youtube',
      name: options.name ?? `Channel ${randomString(4)}`,
      url: 'https://www.youtube.com/@kitchen',
      audienceSize: 12_000,
      archivedAt: options.archived ? t.clock.now : null,
      createdAt: t.clock.now,
      updatedAt: t.clock.now,
    })
    .returning();
  if (!row) {
    throw new Error('insertSource wrote no row');
  }
  return row;
}
