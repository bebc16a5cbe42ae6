import { authCalls, ErrorCode, operatorAuthCalls } from '@atlas/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createUser, lastEmailTo, testPassword } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { emails, operators } from '../../db/schema';
import { newId } from '../../platform/ids';
import { hashPassword } from '../../platform/passwords';
import { waitSeconds } from './sign-in-limits';

// The documented defaults, never overridden here: 10 failed sign-ins of an e-mail from one
// address, 50 attempts per address per quarter hour, 30 failures from addresses the account
// never signed in from (docs/domain.md, "Sign-in protection").
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextAddress = 0;
const newAddress = () => `198.51.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`;
const login = (email: string, password: string, remoteAddress: string) =>
  callOf(t.app, authCalls.loginUser, { body: { email, password }, remoteAddress });
const operatorLogin = (email: string, password: string, remoteAddress: string) =>
  callOf(t.app, operatorAuthCalls.loginOperator, { body: { email, password }, remoteAddress });

type TSignIn = (email: string, password: string, remoteAddress: string) => Promise<{ status: number }>;

async function fail(email: string, times: number, from: () => string, on: TSignIn = login) {
  for (let i = 0; i < times; i++) {
    const answer = await on(email, 'wrong-pass-1', from());
    expect(answer.status, `failure ${i + 1}`).toBe(400);
  }
}

function expectWait(answer: Awaited<ReturnType<typeof login>>, seconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body.code).toBe(ErrorCode.rateLimited);
  expect(answer.body.error).toBe(`Too many sign-in attempts; try again in ${seconds} seconds`);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(seconds - 5);
}

describe('sign-in protection with the default limits', () => {
  it('makes an address wait after 10 failures of one e-mail, while the owner signs in from elsewhere', async () => {
    const { user } = await createUser(t, 'seller');
    const attacker = newAddress();
    await fail(user.email, 10, () => attacker);
    expectWait(await login(user.email, testPassword, attacker), 60);
    expect((await login(user.email, testPassword, newAddress())).status).toBe(200);
  });

  it('counts an unknown e-mail exactly like an account, so the wait reveals nothing', async () => {
    const address = newAddress();
    await fail('nobody-here@example.test', 10, () => address);
    expectWait(await login('nobody-here@example.test', 'wrong-pass-1', address), 60);
  });

  it('e-mails the owner once when the failures pile up, wherever they come from', async () => {
    const { user } = await createUser(t, 'publisher');
    await fail(user.email, 9, newAddress);
    expect(await lastEmailTo(t, user.email, 'sign_in_failures')).toBeUndefined();
    await fail(user.email, 1, newAddress);
    const mail = await lastEmailTo(t, user.email, 'sign_in_failures');
    expect(mail?.text).toContain('typed a wrong password for your Affiliate Atlas account 10 times today');
    await fail(user.email, 3, newAddress);
    const sent = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, user.email), eq(emails.kind, 'sign_in_failures')));
    expect(sent).toHaveLength(1);
  });

  it('makes new addresses wait after 30 spread-out failures, but not the addresses the owner uses', async () => {
    const { user } = await createUser(t, 'seller');
    const home = newAddress();
    expect((await login(user.email, testPassword, home)).status).toBe(200);
    await fail(user.email, 30, newAddress);
    expectWait(await login(user.email, testPassword, newAddress()), 60);
    expect((await login(user.email, testPassword, home)).status).toBe(200);
  });

  it('refuses the 51st attempt from one address in a quarter hour, whatever the e-mails', async () => {
    const address = newAddress();
    for (let i = 0; i < 50; i++) {
      expect((await login(`walker-${i}@example.test`, 'wrong-pass-1', address)).status).toBe(400);
    }
    const refused = await login('walker-x@example.test', 'wrong-pass-1', address);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many sign-in attempts; try again in 1[45] minutes$/);
  });
});

// The console and the portals count apart: an operator's failures never make a user wait, and
// an address an operator signs in from is not the user's own, even under the same e-mail.
describe('the operator console and the user portals, counted apart', () => {
  it("makes a user wait for the user portal's failures only, from one address", async () => {
    const { user } = await createUser(t, 'seller');
    const address = newAddress();
    await fail(user.email, 10, () => address, operatorLogin);
    await fail(user.email, 1, () => address);
    expect((await login(user.email, testPassword, address)).status).toBe(200);
  });

  it("makes a user wait for the user portal's spread-out failures only", async () => {
    const { user } = await createUser(t, 'publisher');
    await fail(user.email, 30, newAddress, operatorLogin);
    await fail(user.email, 1, newAddress);
    expect((await login(user.email, testPassword, newAddress())).status).toBe(200);
  });

  it('counts the attempts of an address on the console apart from the portals', async () => {
    const { user } = await createUser(t, 'seller');
    const address = newAddress();
    for (let i = 0; i < 50; i++) {
      expect((await operatorLogin(`console-walker-${i}@example.test`, 'wrong-pass-1', address)).status).toBe(
        400,
      );
    }
    expect((await operatorLogin('console-walker-x@example.test', 'wrong-pass-1', address)).status).toBe(429);
    expect((await login(user.email, testPassword, address)).status).toBe(200);
  });

  it("does not take an address an operator signed in from for the user's own", async () => {
    const { user } = await createUser(t, 'seller');
    await t.database.db.insert(operators).values({
      id: newId('opr'),
      email: user.email,
      passwordHash: await hashPassword(testPassword),
      name: 'Same E-mail Operator',
    });
    const office = newAddress();
    expect((await operatorLogin(user.email, testPassword, office)).status).toBe(200);
    await fail(user.email, 30, newAddress);
    expectWait(await login(user.email, testPassword, office), 60);
  });
});

it('doubles the wait from one minute up to a quarter of an hour', () => {
  expect([0, 1, 2, 3, 4, 5, 9].map(waitSeconds)).toEqual([60, 120, 240, 480, 900, 900, 900]);
});
