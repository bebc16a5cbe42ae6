import { delegationAccessLevels, delegationStatuses, marketplaceProviders } from '@atlas/shared';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { linkPurposes, marketplaces, oneOf } from '../enums';
import { users } from './auth';

/** Single-use links sent by e-mail (activation, password reset), kept only as SHA-256 hashes. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: linkPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('user_tokens', t.purpose, linkPurposes),
    // following a link finds its token by hash
    uniqueIndex('user_tokens_hash_key').on(t.tokenHash),
    // a new link of a purpose retires the older ones of the same account
    index('user_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);

/** One API key per account for the open API; only its hash and a masked form are kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    masked: text('masked').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    // one key per account
    uniqueIndex('api_keys_user_key').on(t.userId),
    // every open-API call finds its account by key hash
    uniqueIndex('api_keys_hash_key').on(t.keyHash),
  ],
);

/**
 * An owner's invitation of a delegate by e-mail. `invited` until accepted (then delegateId is
 * set), `active` or `disabled` after; deleting removes the row.
 */
export const delegations = pgTable(
  'delegations',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    delegateId: text('delegate_id').references(() => users.id, { onDelete: 'cascade' }),
    access: text('access', { enum: delegationAccessLevels }).notNull(),
    status: text('status', { enum: delegationStatuses }).notNull().default('invited'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('delegations', t.access, delegationAccessLevels),
    oneOf('delegations', t.status, delegationStatuses),
    // an owner invites an e-mail once; the list of delegates reads by owner
    uniqueIndex('delegations_owner_email_key').on(t.ownerId, t.email),
    // pre-accept and accept find the invitation by token hash
    uniqueIndex('delegations_token_key').on(t.tokenHash),
    // the list of delegators reads by delegate
    index('delegations_delegate_idx').on(t.delegateId),
  ],
);

/** The account's link to its marketplace identity (Login with Amazon user, selling partner). */
export const marketplaceIdentities = pgTable(
  'marketplace_identities',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marketplace: text('marketplace', { enum: marketplaces }).notNull(),
    provider: text('provider', { enum: marketplaceProviders }).notNull(),
    externalUserId: text('external_user_id').notNull(),
    sellingPartnerId: text('selling_partner_id'),
    email: text('email'),
    name: text('name'),
    refreshToken: text('refresh_token'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('marketplace_identities', t.marketplace, marketplaces),
    oneOf('marketplace_identities', t.provider, marketplaceProviders),
    // sign-in finds the account of a marketplace user; one identity links to one account
    uniqueIndex('marketplace_identities_external_key').on(t.provider, t.externalUserId),
    // an account links one identity per marketplace
    uniqueIndex('marketplace_identities_user_key').on(t.userId, t.marketplace),
  ],
);

/** Messages of the contact form, kept even when the e-mail to the team fails. */
export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ipHash: text('ip_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The account's instant-messaging contact (spec: user/im). */
export const imContacts = pgTable('im_contacts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channel: text('channel').notNull(),
  handle: text('handle').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
