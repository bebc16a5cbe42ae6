import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { catalogueVersions } from '../../db/schema';

export type TCatalogueStamp = { version: number; currentCountry: string | null };

// Read on every product list call: a named prepared statement, planned once per connection.
const stampQuery = (db: TDb) =>
  db
    .select({
      version: catalogueVersions.version,
      currentCountry: sql<string | null>`(select s.current_country from seller_settings s
        where s.user_id = ${catalogueVersions}.seller_id)`,
    })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.sellerId, sql.placeholder('sellerId')))
    .prepare('catalogue_stamp');
const prepared = new WeakMap<TDb, ReturnType<typeof stampQuery>>();

/**
 * What a seller's catalogue answers are computed from, in one short read: the catalogue's
 * version and the country a call without one works in. Undefined before the catalogue's first
 * write (version 0 then, and the country is read apart).
 */
export async function findCatalogueStamp(db: TDb, sellerId: string): Promise<TCatalogueStamp | undefined> {
  let query = prepared.get(db);
  if (!query) {
    query = stampQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ sellerId });
  return row;
}
