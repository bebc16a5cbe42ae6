import * as shared from '@atlas/shared';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/routes';
import calls from '../src/spec/calls.json';

// The 288 calls of spec section 7 (a copy of shared/spec/calls.json). Every registered call must
// carry the roles listed there; every call of a finished area must be registered; and the count
// of registered calls may only grow.

/** Spec sections whose every call is served. Add a section here when its issue closes. */
const finishedSections: string[] = [
  '7.2',
  '7.3',
  '7.4',
  '7.5',
  '7.6',
  '7.7',
  '7.8',
  '7.9',
  '7.10',
  '7.11',
  '7.12',
  '7.13',
  '7.14',
  '7.15',
  '7.16',
];

/** Calls served at least since the foundation; raise it as areas land, never lower it. */
const minimumRegistered = 288;

/** Where our roles differ from calls.json on purpose. */
const roleExceptions: Record<string, { roles: string[]; why: string }> = {
  'admin POST auth/login': { roles: ['public'], why: 'the operator signs in before a session exists' },
  'user POST common/upload': {
    roles: ['seller', 'publisher'],
    why: 'publishers upload placement images and message attachments too (issue 11)',
  },
  'image PUT api/storage/v2/file/a.jpg': {
    roles: ['seller', 'publisher'],
    why: 'publishers store placement and message images too (issue 13)',
  },
  'image PUT api/storage/v2/file/{url}': {
    roles: ['seller', 'publisher'],
    why: 'publishers store placement and message images too (issue 13)',
  },
};

const key = (c: { api: string; method: string; path: string }) => `${c.api} ${c.method} ${c.path}`;
const registered = new Map(routeTable.map((r) => [key(r), r]));
const sorted = (roles: readonly string[]) => [...roles].sort();

describe('spec calls', () => {
  it('lists 288 calls', () => {
    expect(calls).toHaveLength(288);
  });

  it.each(calls.filter((c) => registered.has(key(c))).map((c) => [key(c), c] as const))(
    '%s is registered with the roles of the spec',
    (name, spec) => {
      const expected = roleExceptions[name]?.roles ?? spec.roles;
      expect(sorted(registered.get(name)?.roles ?? [])).toEqual(sorted(expected));
    },
  );

  it.each(calls.filter((c) => finishedSections.includes(c.section)).map((c) => [key(c)] as const))(
    '%s of a finished area is registered',
    (name) => {
      expect(registered.has(name)).toBe(true);
    },
  );

  it('never serves fewer calls than before', () => {
    const served = calls.filter((c) => registered.has(key(c))).length;
    expect(served).toBeGreaterThanOrEqual(minimumRegistered);
  });
});

// Each call is described once in `@atlas/shared` (`*Calls`), for the server and the web client.
const describedCalls = Object.entries(shared)
  .filter(([name]) => /^[a-z]\w*Calls$/.test(name))
  .flatMap(([group, calls]) =>
    Object.entries(calls as Record<string, shared.TAnyCall>).map(([name, call]) => ({
      name: `${group}.${name}`,
      call,
    })),
  );

describe('shared call descriptors', () => {
  it('describe every route the server mounts, which takes path, roles and schemas from them', () => {
    const described = new Set(describedCalls.map((d) => d.call));
    const unDescribed = routeTable.filter((route) => !described.has(route.call)).map(key);
    expect(unDescribed).toEqual([]);
    for (const route of routeTable) {
      expect(route).toMatchObject({ ...route.call });
    }
  });

  it('are each mounted exactly once', () => {
    const mounted = describedCalls
      .map(({ name, call }) => [name, routeTable.filter((route) => route.call === call).length] as const)
      .filter(([, count]) => count !== 1);
    expect(mounted).toEqual([]);
  });
});
