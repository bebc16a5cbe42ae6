import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Images stored by the image service (spec 7.16; docs/domain.md, "Image service"): one row per
 * stored name, its bytes on local disk or in S3-compatible storage under `storageKey`. `sha256`
 * is the content's digest, so the same image uploaded again is found rather than stored twice.
 * `ownerId` is the account that stored it: only it may store a new version under the same name.
 */
export const storedImages = pgTable(
  'stored_images',
  {
    name: text('name').primaryKey(),
    biz: text('biz').notNull(),
    ownerId: text('owner_id').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    /** The file name the uploader's device gave, for alt text and attachments; null when none was sent. */
    fileName: text('file_name'),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // an upload of bytes the same account already stored answers the stored name
    index('stored_images_owner_sha_idx').on(t.ownerId, t.sha256),
  ],
);
