import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { trackingIds, trafficSources } from '../../db/schema';

// What an owner (a publisher, or a partner) may put on a link: its live tracking ids and
// traffic sources. The link builder lists them; a saved link may carry only these.

export type TTrackingIdChoice = { id: string; name: string; cooperationName: string | null };
export type TSourceChoice = typeof trafficSources.$inferSelect;

const liveTrackingId = (ownerId: string) =>
  and(eq(trackingIds.ownerId, ownerId), isNull(trackingIds.archivedAt));
const liveSource = (ownerId: string) =>
  and(eq(trafficSources.ownerId, ownerId), isNull(trafficSources.archivedAt));

const trackingIdChoiceColumns = {
  id: trackingIds.id,
  name: trackingIds.name,
  cooperationName: trackingIds.cooperationName,
};

/** The owner's live tracking ids, oldest first (the order they were made in). */
export function trackingIdChoices(db: TDb, ownerId: string): Promise<TTrackingIdChoice[]> {
  return db
    .select(trackingIdChoiceColumns)
    .from(trackingIds)
    .where(liveTrackingId(ownerId))
    .orderBy(asc(trackingIds.createdAt), asc(trackingIds.id));
}

/** The owner's live traffic sources, oldest first. */
export function sourceChoices(db: TDb, ownerId: string): Promise<TSourceChoice[]> {
  return db
    .select()
    .from(trafficSources)
    .where(liveSource(ownerId))
    .orderBy(asc(trafficSources.createdAt), asc(trafficSources.id));
}

/** One of the owner's live tracking ids, or null (another owner's, archived or unknown). */
export async function ownTrackingId(db: TDb, ownerId: string, id: string): Promise<TTrackingIdChoice | null> {
  const [row] = await db
    .select(trackingIdChoiceColumns)
    .from(trackingIds)
    .where(and(eq(trackingIds.id, id), liveTrackingId(ownerId)));
  return row ?? null;
}

/** One of the owner's live traffic sources, or null (another owner's, archived or unknown). */
export async function ownSource(db: TDb, ownerId: string, id: string): Promise<TSourceChoice | null> {
  const [row] = await db
    .select()
    .from(trafficSources)
    .where(and(eq(trafficSources.id, id), liveSource(ownerId)));
  return row ?? null;
}
