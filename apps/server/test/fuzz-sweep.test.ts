import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publisherProfiles } from '../src/db/schema';
import { type TExportRoute, withPostTwins } from '../src/platform/export-post';
import type { TAnyRoute } from '../src/platform/route';
import { routeTable } from '../src/routes';
import { injectOptionsOf } from './support/call';
import { createProduct } from './support/factories';
import { fuzzRequests, type TFuzzRequest } from './support/fuzz-cases';
import type { TFuzzIds } from './support/fuzz-ids';
import { sampleFor } from './support/fuzz-sample';
import { createRouteCredentials } from './support/route-credentials';
import { createTestApp, type TTestApp } from './support/test-app';

// Every operation of every API, sent what its own contract says it must not take (and what it
// takes, at its limits), with a credential it accepts: no answer may be a 5xx. The requests come
// from a seeded generator (support/fuzz-cases.ts): FUZZ_SEED draws another set, FUZZ_ALL=1 sends
// every value to every place (docs/testing.md, "The fuzz sweep").
const seed = Number(process.env.FUZZ_SEED ?? 28);
const every = process.env.FUZZ_ALL === '1';

let t: TTestApp;
const logLines: string[] = [];
let credentials: Awaited<ReturnType<typeof createRouteCredentials>>;
let records: TFuzzIds;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'error', OPEN_API_LIMIT_PER_MINUTE: '1000000' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  credentials = await createRouteCredentials(t);
  const accounts = credentials.ids();
  // an offered product and a reviewed publisher, so the catalogue's calls get past "not found"
  const product = await createProduct(t, accounts.seller, { status: 'active', commissionBp: 1000 });
  await t.database.db
    .update(publisherProfiles)
    .set({ reviewStatus: 'approved' })
    .where(eq(publisherProfiles.userId, accounts.publisher));
  records = { ...accounts, product: product.id, brand: product.brandId };
});
afterAll(() => t.close());

const name = (r: TAnyRoute) => `${r.api} ${r.method} ${r.path}`;
const pathOf = (route: TAnyRoute, params: Record<string, string>) =>
  route.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? 'fuzz-1'));

// Each call comes from an address of its own, so the limits per address refuse none of them.
let calls = 0;
const nextAddress = () => `10.${(++calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;

// The same large bodies go to every route: written once.
const texts = new WeakMap<object, string>();
function jsonText(body: unknown): string {
  if (typeof body !== 'object' || body === null) {
    return JSON.stringify(body);
  }
  const text = texts.get(body) ?? JSON.stringify(body);
  texts.set(body, text);
  return text;
}

/** One request: undefined when answered below 500, else the route, the case and the logged cause. */
async function send(route: TExportRoute, request: TFuzzRequest): Promise<string | undefined> {
  // an export's POST twin (spec 7.1) takes its query as the JSON body
  const body = route.queryFromBody ? request.query : request.body;
  const response = await t.app.inject(
    injectOptionsOf({
      api: route.api,
      method: route.method,
      path: pathOf(route, request.params),
      token: credentials.credential(route),
      query: route.queryFromBody ? undefined : request.query,
      remoteAddress: nextAddress(),
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: jsonText(body) }),
    }),
  );
  if (response.statusCode < 500) {
    return undefined;
  }
  const requestId = response.headers['x-request-id'];
  const logged = logLines.find((line) => line.includes(`"${requestId}"`));
  const cause = logged ? JSON.parse(logged) : {};
  const message = cause.msg === 'unhandled error' ? undefined : cause.msg?.slice(0, 300);
  const at = cause.at?.split('\n').find((line: string) => line.includes('/src/'));
  const why = [cause.errorType, cause.sqlState, message, at?.trim()].filter(Boolean).join(' ');
  return `${name(route)} — ${request.label}: ${response.statusCode} ${why || requestId}`;
}

it(
  `answers no 5xx to malformed and extreme input on any route (seed ${seed})`,
  async () => {
    const failures: string[] = [];
    for (const route of withPostTwins(routeTable)) {
      for (const request of fuzzRequests(route, { seed, records, every })) {
        const failure = await send(route, request);
        if (failure) {
          failures.push(failure);
        }
      }
      // a sign-out or a new API key ends the credential the next routes need
      await credentials.renewAfter(route);
    }
    expect(failures).toEqual([]);
  },
  every ? 3_600_000 : 300_000,
);

it('derives samples the contracts take, so the sweep reaches past validation', () => {
  const parts = routeTable.flatMap((route) =>
    (['body', 'query', 'params'] as const).flatMap((part) => {
      const schema = route[part];
      return schema ? [{ where: `${name(route)} ${part}`, schema }] : [];
    }),
  );
  const refused = parts.filter(({ schema }) => {
    const { value } = sampleFor(schema, (list) => list[0] as never);
    return !schema.safeParse(value).success;
  });
  expect(refused.map((p) => p.where)).toEqual([]);
  expect(parts.length).toBeGreaterThan(300);
});
