import {
  authCalls,
  operatorAuthCalls,
  sellerCalls,
  sellerNotice,
  type TOperatorRole,
  type TUserRole,
} from '@atlas/shared';
import { and, desc, eq } from 'drizzle-orm';
import { brands, emails, marketplaceIdentities, operators, products } from '../../src/db/schema';
import { newId, randomString } from '../../src/platform/ids';
import { hashPassword } from '../../src/platform/passwords';
import { callOf } from './call';
import type { TTestApp } from './test-app';

export const testPassword = 'test-pass-1';

/**
 * The newest e-mail to an address (of one kind: 'activation', 'password_reset'…), from the
 * outbox. "Newest" is by the app's clock, which tests freeze: advance it between two e-mails.
 */
export async function lastEmailTo(t: TTestApp, to: string, kind?: string) {
  const [row] = await t.database.db
    .select()
    .from(emails)
    .where(kind ? and(eq(emails.to, to), eq(emails.kind, kind)) : eq(emails.to, to))
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(1);
  return row;
}

/** The token of the link to `page` (activate, reset-password) in an e-mail's text. */
export function linkToken(text: string | undefined, page: 'activate' | 'reset-password'): string {
  const token = new RegExp(`/${page}\\?token=([\\w-]+)`).exec(text ?? '')?.[1];
  if (!token) {
    throw new Error(`no /${page} link in: ${text}`);
  }
  return token;
}

let registrations = 0;
/** An address of its own for each call (198.18.0.0/15, for tests), as separate people: per-address limits never add up. */
export function nextSignUpAddress(): string {
  registrations++;
  return `198.18.${(registrations >> 8) & 255}.${registrations & 255}`;
}

/**
 * Registers an account through the API and follows its activation link from the outbox, as a
 * person would; answers its token and user (active, profile not completed). Each registers from
 * its own address, so sign-up's limit per address never adds up across a test file.
 */
export async function createUser(
  t: TTestApp,
  role: TUserRole,
  overrides: { email?: string; invitationCode?: string } = {},
) {
  const email = overrides.email ?? `${role}-${randomString(6)}@example.test`;
  const registered = await callOf(t.app, authCalls.registerUser, {
    remoteAddress: nextSignUpAddress(),
    body: {
      email,
      password: testPassword,
      role,
      name: `Test ${role}`,
      invitationCode: overrides.invitationCode,
    },
  });
  if (registered.status !== 200) {
    throw new Error(`createUser failed: ${registered.status} ${registered.body.error}`);
  }
  const mail = await lastEmailTo(t, email.trim().toLowerCase(), 'activation');
  const { status, body } = await callOf(t.app, authCalls.activateAccount, {
    body: { token: linkToken(mail?.text, 'activate') },
  });
  if (status !== 200) {
    throw new Error(`createUser activation failed: ${status} ${body.error}`);
  }
  return body.data;
}

/** Operators are not self-registered; they are inserted and then sign in through the API. */
export async function createOperator(t: TTestApp, options: { enabled?: boolean; role?: TOperatorRole } = {}) {
  const email = `operator-${randomString(6)}@example.test`;
  await t.database.db.insert(operators).values({
    id: newId('opr'),
    email,
    passwordHash: await hashPassword(testPassword),
    name: 'Test Operator',
    role: options.role ?? 'admin',
    enabled: options.enabled ?? true,
  });
  const { body } = await callOf(t.app, operatorAuthCalls.loginOperator, {
    body: { email, password: testPassword },
  });
  return { ...body.data, email };
}

/** A seller account that agreed to the seller notice, so every seller call is open to it. */
export async function createSeller(t: TTestApp, overrides: { email?: string } = {}) {
  const seller = await createUser(t, 'seller', overrides);
  const { status, body } = await callOf(t.app, sellerCalls.agreeToNotice, {
    token: seller.token,
    body: { version: sellerNotice.version },
  });
  if (status !== 200) {
    throw new Error(`createSeller could not agree to the notice: ${status} ${body.error}`);
  }
  return seller;
}

/** Links a seller to a demo marketplace seller, as the marketplace sign-in does. */
export async function connectDemoMarketplace(
  t: TTestApp,
  sellerId: string,
  sellingPartnerId = 'A1DEMONORTHWIND',
) {
  await t.database.db.insert(marketplaceIdentities).values({
    id: newId('mid'),
    userId: sellerId,
    marketplace: 'amazon',
    provider: 'demo',
    externalUserId: `amzn1.account.${sellingPartnerId}.${randomString(6)}`,
    sellingPartnerId,
    name: 'Demo seller',
  });
}

/** A brand of a seller, written directly (the import has its own tests); active unless told. */
export async function createBrand(
  t: TTestApp,
  sellerId: string,
  overrides: { name?: string; status?: 'active' | 'inactive' } = {},
) {
  const status = overrides.status ?? 'active';
  const [row] = await t.database.db
    .insert(brands)
    .values({
      id: newId('brd'),
      sellerId,
      marketplaceBrandName: overrides.name ?? `Brand ${randomString(5)}`,
      status,
      activatedAt: status === 'active' ? new Date() : null,
    })
    .returning();
  return row as typeof brands.$inferSelect;
}

type TProductOverrides = Partial<Omit<typeof products.$inferInsert, 'sellerId'>>;

/** A product (or, with parentId, a variation) of a seller, written directly; a new active brand unless given. */
export async function createProduct(t: TTestApp, sellerId: string, overrides: TProductOverrides = {}) {
  const brandId = overrides.brandId ?? (await createBrand(t, sellerId)).id;
  const [row] = await t.database.db
    .insert(products)
    .values({
      id: newId('prd'),
      asin: `B0${randomString(8, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ')}`,
      countryCode: 'US',
      title: `Test product ${randomString(4)}`,
      currency: 'USD',
      priceMinor: 1999,
      availability: 'in_stock',
      ...overrides,
      sellerId,
      brandId,
    })
    .returning();
  return row as typeof products.$inferSelect;
}
