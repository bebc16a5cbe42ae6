import { expect, it } from 'vitest';
import type { TAnyRoute } from '../src/platform/route';
import { routeTable } from '../src/routes';

// Every operator write says what it changes, so the audit log names the record and keeps it
// before and after (docs/domain.md, "Operator console: users, roles, sessions and the audit
// log"). A new console write without `audit` fails here.
const isAdminWrite = (r: TAnyRoute) =>
  r.api === 'admin' &&
  r.roles.includes('operator') &&
  r.method !== 'GET' &&
  !r.download &&
  !r.readOnlySafe &&
  !r.path.startsWith('auth/');
const routeName = (r: TAnyRoute) => `${r.api} ${r.method} ${r.path}`;

it('finds the console writes it checks', () => {
  const names = routeTable.filter(isAdminWrite).map(routeName);
  expect(names).toEqual(
    expect.arrayContaining([
      'admin PUT publisher/review',
      'admin POST users',
      'admin POST attribution/run',
      'admin POST finance/billing/close',
      'admin POST messages/send',
    ]),
  );
  // sign-in and sign-out are not writes of the console's records
  expect(names.some((name) => name.includes(' auth/'))).toBe(false);
});

it('gives every operator write an audit description with a target', () => {
  const missing = routeTable.filter((r) => isAdminWrite(r) && !r.audit?.target).map(routeName);
  expect(missing).toEqual([]);
});

it('names the record of every write whose path or body carries its id', () => {
  // a write on `.../{id}` must read that id, not fall back to the path's first segment
  const unnamed = routeTable
    .filter((r) => isAdminWrite(r) && /\{\w+\}/.test(r.path) && !r.audit?.id)
    .map(routeName);
  expect(unnamed).toEqual([]);
});
