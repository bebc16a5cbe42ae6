import {
  apiKeyCalls,
  authCalls,
  openApiCalls,
  operatorAuthCalls,
  type TRouteRole,
  type TUserRole,
  userRoles,
} from '@atlas/shared';
import type { TAnyRoute } from '../../src/platform/route';
import { callOf } from './call';
import { createOperator, createSeller, createUser, testPassword } from './factories';
import type { TTestApp } from './test-app';

type TSignedIn = { token: string; key: string; id: string; email: string };

/** An account of the role (a seller that agreed to the notice) with its session and API key. */
async function signUp(t: TTestApp, role: TUserRole): Promise<TSignedIn> {
  // The seller agreed to the notice, so seller routes get as far as reading the input.
  const { token, user } = role === 'seller' ? await createSeller(t) : await createUser(t, role);
  const key = await callOf(t.app, apiKeyCalls.createApiKey, { token });
  return { token, key: key.body.data.key, id: user.id, email: user.email };
}

const signInUser = (t: TTestApp, email: string) =>
  callOf(t.app, authCalls.loginUser, { body: { email, password: testPassword } });

const signInOperator = (t: TTestApp, email: string) =>
  callOf(t.app, operatorAuthCalls.loginOperator, { body: { email, password: testPassword } });

/**
 * A credential every route accepts (a session of its first role, or that role's API key on the
 * open API; none on a public route), for walks of the whole route table that must get past the
 * guard. `renewAfter` signs the same account in again, or gets it a new API key, when a route
 * just ended its credential (a sign-out, a replaced key), so a walk can call every route in turn
 * and the records made for the account stay its own.
 */
export async function createRouteCredentials(t: TTestApp) {
  const accounts = {} as Record<TUserRole, TSignedIn>;
  for (const role of userRoles) {
    accounts[role] = await signUp(t, role);
  }
  let operator = await createOperator(t);
  const roleOf = (route: TAnyRoute) => (route.roles as readonly TRouteRole[])[0];

  function credential(route: TAnyRoute): string | undefined {
    const role = roleOf(route);
    if (role === 'public' || role === undefined) {
      return undefined;
    }
    if (role === 'operator') {
      return operator.token;
    }
    return route.api === 'open' ? accounts[role].key : accounts[role].token;
  }

  /** The account's session and key work again: signed in anew, or a new account if it cannot be. */
  async function renewUser(role: TUserRole): Promise<void> {
    const account = accounts[role];
    if ((await callOf(t.app, authCalls.getSessionUser, { token: account.token })).status !== 200) {
      const again = await signInUser(t, account.email);
      if (again.status !== 200) {
        accounts[role] = await signUp(t, role); // disabled by an operator's call
        return;
      }
      account.token = again.body.data.token;
    }
    if ((await callOf(t.app, openApiCalls.getProfile, { token: account.key })).status !== 200) {
      const key = await callOf(t.app, apiKeyCalls.regenerateApiKey, { token: account.token });
      account.key = key.body.data.key;
    }
  }

  async function renewOperator(): Promise<void> {
    if ((await callOf(t.app, operatorAuthCalls.getOperator, { token: operator.token })).status !== 200) {
      const again = await signInOperator(t, operator.email);
      operator = again.status === 200 ? { ...operator, ...again.body.data } : await createOperator(t);
    }
  }

  /** After a write: the credentials it may have ended (an operator's write may end any account's). */
  async function renewAfter(route: TAnyRoute): Promise<void> {
    const role = roleOf(route);
    if (route.method === 'GET' || role === 'public' || role === undefined) {
      return;
    }
    for (const user of role === 'operator' ? userRoles : [role]) {
      await renewUser(user);
    }
    if (role === 'operator') {
      await renewOperator();
    }
  }

  return {
    credential,
    renewAfter,
    /** The ids of the accounts, for a call that takes someone's id. */
    ids: () => ({
      seller: accounts.seller.id,
      publisher: accounts.publisher.id,
      partner: accounts.partner.id,
      operator: operator.operator.id,
    }),
  };
}
