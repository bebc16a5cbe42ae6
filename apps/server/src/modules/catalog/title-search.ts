import { eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containing } from '../../platform/like';

const asinPattern = /^[A-Za-z0-9]{10}$/;

/**
 * A product search box: part of the title (a trigram index serves it), or an ASIN, which is
 * also matched whole (ASINs are stored upper case).
 */
export function titleOrAsin(title: PgColumn, asin: PgColumn, search: string): SQL {
  const inTitle = ilike(title, containing(search));
  return asinPattern.test(search) ? (or(eq(asin, search.toUpperCase()), inTitle) as SQL) : inTitle;
}
