import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder } from '../paths';
import type { TDb } from './client';

/** Applies the committed SQL migrations in drizzle/ that this database has not seen yet. */
export async function migrateDatabase(db: TDb): Promise<void> {
  await migrate(db, { migrationsFolder });
}
