import { adminAuthHeader, apiKeyHeader, productName, userAuthHeader } from '@atlas/shared';
import { z } from 'zod';
import { prefixOf } from './register';
import type { TAnyRoute, TApi } from './route';

type TJson = Record<string, unknown>;

const toJson = (schema: z.ZodType): TJson =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJson;

function parameters(schema: z.ZodType | undefined, location: 'query' | 'path'): TJson[] {
  if (!schema) {
    return [];
  }
  const json = toJson(schema);
  const properties = (json.properties ?? {}) as Record<string, TJson>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function envelopeOf(data: TJson): TJson {
  return {
    type: 'object',
    required: ['success', 'code', 'error', 'data'],
    properties: {
      success: { type: 'boolean' },
      code: { type: 'string', description: "'0' on success, otherwise an error code of the table" },
      error: { type: ['string', 'null'] },
      data,
    },
  };
}

const schemeOf: Record<TApi, string> = {
  user: 'userToken',
  admin: 'operatorToken',
  open: 'apiKey',
  image: 'imageToken',
};

const about: Record<TApi, { title: string; description: string }> = {
  user: {
    title: 'user API',
    description:
      "Every response is the envelope { success, code, error, data }. 'x-roles' lists who may call.",
  },
  admin: {
    title: 'operator API',
    description:
      "Every response is the envelope { success, code, error, data }. 'x-roles' lists who may call.",
  },
  open: {
    title: 'open API',
    description: [
      `Your account's data for your own integrations. Send the API key of your account (create it on the "API key" page of your portal) in the ${apiKeyHeader} header.`,
      'Every response is the envelope { success, code, error, data }.',
      'Each key may make OPEN_API_LIMIT_PER_MINUTE calls a minute (60 by default); over it, and after repeated unknown keys from one address, calls answer 429 with code 1029 and a Retry-After header.',
      "A missing key answers 401 (1401), an unknown key 401 (3010), a call your account's role may not make 403 (4003).",
    ].join(' '),
  },
  image: {
    title: 'image storage API',
    description: [
      'Spec 7.16. The body is the raw image (JPEG, PNG, WebP or GIF, judged by its bytes). The query carries biz, your session token (accessToken), ts (epoch ms) and secret = SHA-256 hex of the upload salt followed by ts.',
      'A wrong or reused secret, or a ts more than 5 minutes away, is refused (403, 409). Answers are the envelope { success, code, error, data }.',
    ].join(' '),
  },
};

function operation(route: TAnyRoute): TJson {
  const isPublic = route.roles.includes('public');
  const scheme = schemeOf[route.api];
  const op: TJson = {
    summary: route.summary,
    tags: route.beyondSpec ? ['payouts (beyond the spec)'] : [route.path.split('/')[0]],
    ...(route.beyondSpec ? { 'x-beyond-spec': true } : {}),
    'x-roles': route.roles,
    security: isPublic ? [] : [{ [scheme]: [] }],
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    responses: {
      '200': route.download
        ? {
            description: 'A file download',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          }
        : {
            description: 'Success, in the envelope',
            content: {
              'application/json': { schema: envelopeOf(route.response ? toJson(route.response) : {}) },
            },
          },
      default: {
        description: 'An error, in the envelope',
        content: { 'application/json': { schema: envelopeOf({}) } },
      },
    },
  };
  if (route.api === 'image') {
    op.requestBody = {
      required: true,
      content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (route.body) {
    op.requestBody = { required: true, content: { 'application/json': { schema: toJson(route.body) } } };
  }
  return op;
}

/** The OpenAPI 3.1 document of one API, built from the same route table and zod schemas. */
export function buildOpenApi(api: TApi, routes: readonly TAnyRoute[]): TJson {
  const paths: Record<string, Record<string, TJson>> = {};
  for (const route of routes.filter((r) => r.api === api)) {
    const path = `/${route.path}`;
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: `${productName} ${about[api].title}`, version: '1', description: about[api].description },
    servers: [{ url: prefixOf[api].replace(/\/$/, '') }],
    components: {
      securitySchemes: {
        userToken: { type: 'apiKey', in: 'header', name: userAuthHeader, description: 'Bearer {token}' },
        operatorToken: { type: 'apiKey', in: 'header', name: adminAuthHeader, description: 'Bearer {token}' },
        apiKey: { type: 'apiKey', in: 'header', name: apiKeyHeader, description: 'The API key itself' },
        imageToken: { type: 'apiKey', in: 'query', name: 'accessToken', description: 'Your session token' },
      },
    },
    paths,
  };
}

const apis: readonly TApi[] = ['user', 'admin', 'open', 'image'];

/** A value with every object's keys in alphabetical order, so the committed text has one form. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(sortedKeys);
  }
  if (value === null || typeof value !== 'object') {
    return value;
  }
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as TJson)[key])]),
  );
}

/**
 * The OpenAPI documents as committed in docs/openapi/ (`npm run openapi`): `<api>.json`, two-space
 * indents and sorted keys, so a change to the API shows in review as a diff of its document.
 */
export function openApiFiles(routes: readonly TAnyRoute[]): Record<string, string> {
  return Object.fromEntries(
    apis.map((api) => [`${api}.json`, `${JSON.stringify(sortedKeys(buildOpenApi(api, routes)), null, 2)}\n`]),
  );
}
