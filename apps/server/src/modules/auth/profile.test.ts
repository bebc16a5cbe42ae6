import { authCalls, ErrorCode } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { users } from '../../db/schema';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const complete = (token: string, body: unknown) => callOf(t.app, authCalls.completeProfile, { token, body });
const me = (token: string) => callOf(t.app, authCalls.getSessionUser, { token });
const stored = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST user/auth/complete-profile', () => {
  it.each([
    [
      'seller',
      { companyName: ' Acme ', mainMarketplace: 'DE', website: 'acme.example.com' },
      { companyName: 'Acme', mainMarketplace: 'DE', website: 'https://acme.example.com' },
    ],
    [
      'publisher',
      {
        website: 'https://youtube.com/@deals',
        promotionCountry: 'UK',
        audience: 'Students hunting for laptop deals',
      },
      {
        website: 'https://youtube.com/@deals',
        promotionCountry: 'UK',
        audience: 'Students hunting for laptop deals',
      },
    ],
    [
      'partner',
      { companyName: 'Net Partners', website: 'http://partners.example.org' },
      { companyName: 'Net Partners', website: 'http://partners.example.org' },
    ],
  ] as const)('saves a %s profile and the session then says it is complete', async (role, body, saved) => {
    const { token, user } = await createUser(t, role);
    expect((await me(token)).body.data.profileCompleted).toBe(false);
    const { status, body: answer } = await complete(token, { role, ...body });
    expect(status).toBe(200);
    expect(answer.data).toMatchObject({ id: user.id, role, profileCompleted: true });
    expect((await me(token)).body.data.profileCompleted).toBe(true);
    const row = await stored(user.id);
    expect(row?.profile).toEqual(saved);
    expect(row?.profileCompletedAt).toBeInstanceOf(Date);
  });

  it('updates the fields when completed again and keeps the first completion time', async () => {
    const { token, user } = await createUser(t, 'partner');
    await complete(token, { role: 'partner', companyName: 'First', website: 'first.example.com' });
    const first = (await stored(user.id))?.profileCompletedAt;
    t.clock.advance(60_000);
    await complete(token, { role: 'partner', companyName: 'Second', website: 'second.example.com' });
    const row = await stored(user.id);
    expect(row?.profile).toMatchObject({ companyName: 'Second' });
    expect(row?.profileCompletedAt).toEqual(first);
  });

  it.each([
    [{ companyName: '' }, 'companyName', 'Enter your company name'],
    [{ mainMarketplace: 'JP' }, 'mainMarketplace', 'Choose one of US, CA, FR, DE or UK'],
    [{ website: 'not a website' }, 'website', 'Enter a web address such as https://example.com'],
    [{ website: 'ftp://files.example.com' }, 'website', 'Enter a web address such as https://example.com'],
    [{ website: 'javascript:alert(1)' }, 'website', 'Enter a web address such as https://example.com'],
  ])('refuses a seller profile with %o, naming the field', async (change, path, message) => {
    const { token } = await createUser(t, 'seller');
    const valid = { role: 'seller', companyName: 'Acme', mainMarketplace: 'US', website: 'acme.example.com' };
    const { status, body } = await complete(token, { ...valid, ...change });
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    expect(body.data).toEqual({ fields: [{ path, message }] });
  });

  it('names every missing field of a publisher profile', async () => {
    const { token } = await createUser(t, 'publisher');
    const { body } = await complete(token, { role: 'publisher', audience: 'too short' });
    expect(body.data).toEqual({
      fields: [
        { path: 'website', message: 'Enter a web address' },
        { path: 'promotionCountry', message: 'Choose one of US, CA, FR, DE or UK' },
        { path: 'audience', message: 'Describe your audience in at least 20 characters' },
      ],
    });
  });

  it("refuses another role's profile and changes nothing", async () => {
    const { token, user } = await createUser(t, 'seller');
    const { status, body } = await complete(token, {
      role: 'partner',
      companyName: 'Sneaky',
      website: 'sneaky.example.com',
    });
    expect(status).toBe(400);
    expect(body.data).toEqual({
      fields: [{ path: 'role', message: 'This is a seller account; send the seller profile' }],
    });
    expect((await stored(user.id))?.profileCompletedAt).toBeNull();
  });

  it("only ever writes the caller's own account", async () => {
    const mine = await createUser(t, 'seller');
    const other = await createUser(t, 'seller');
    await complete(mine.token, {
      role: 'seller',
      companyName: 'Mine',
      mainMarketplace: 'US',
      website: 'mine.example.com',
      id: other.user.id,
      userId: other.user.id,
    });
    expect((await stored(other.user.id))?.profile).toBeNull();
    expect((await stored(mine.user.id))?.profile).toMatchObject({ companyName: 'Mine' });
  });
});
