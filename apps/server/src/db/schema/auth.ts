import { accountStatuses, delegationAccessLevels, operatorRoles, userRoles } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf, sessionPortals } from '../enums';

/**
 * Seller, publisher and partner accounts (one role each). E-mails are stored lower case.
 * `pending` until the activation link is followed; `profile` holds the role's own profile
 * fields (validated by the role's zod schema) once completed.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: accountStatuses }).notNull().default('active'),
    referralCode: text('referral_code').notNull(),
    inviterId: text('inviter_id'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    profile: jsonb('profile').$type<Record<string, unknown>>(),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('users', t.role, userRoles),
    oneOf('users', t.status, accountStatuses),
    // sign-in and the e-mail check look accounts up by e-mail
    uniqueIndex('users_email_key').on(t.email),
    // invitation-code check and registration with a code
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    // referral data: whom an account invited
    index('users_inviter_idx').on(t.inviterId),
    // the console's seller and publisher lists and exports: one role, newest first, by keyset
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
  ],
);

/**
 * Accounts of the operator console; separate from users so no user role can reach it. An admin
 * changes things; a support operator reads and exports only (the guard refuses its writes).
 */
export const operators = pgTable(
  'operators',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: operatorRoles }).notNull().default('admin'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('operators', t.role, operatorRoles),
    // operator sign-in
    uniqueIndex('operators_email_key').on(t.email),
  ],
);

/**
 * Opaque session tokens, kept only as SHA-256 hashes. `portal` says which API the token opens;
 * exactly one of userId / operatorId is set. A delegate's switched session keeps the delegate in
 * userId and the delegator in actingUserId, with the delegation's access level.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    portal: text('portal', { enum: sessionPortals }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    operatorId: text('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    actingUserId: text('acting_user_id').references(() => users.id, { onDelete: 'cascade' }),
    delegationId: text('delegation_id'),
    access: text('access', { enum: delegationAccessLevels }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('sessions', t.portal, sessionPortals),
    oneOf('sessions', t.access, delegationAccessLevels),
    // every authenticated request finds its session by token hash
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    // ending all sessions of one account (password reset, disable)
    index('sessions_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
    // ending all sessions of one operator (disable, new password)
    index('sessions_operator_idx').on(t.operatorId).where(sql`${t.revokedAt} is null`),
  ],
);
