import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AppKind } from './app';
import type { RouteSchema } from './schema-kit';
import { obj, paramsOf, query } from './schema-kit';
import { OPERATOR_SCHEMAS } from './schemas-operator';
import { PROVIDER_SCHEMAS } from './schemas-provider';

export interface RouteInfo {
  method: string;
  url: string;
  schema: RouteSchema;
}

const ROUTES = new WeakMap<FastifyInstance, RouteInfo[]>();

/** Every route registered on an app with the schema it validates (for the generated bad-input test). */
export function routeTable(app: FastifyInstance): RouteInfo[] {
  return ROUTES.get(app) ?? [];
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Gives every route a schema (#17): the route's own, else the table's, else a default one (body an
 * object of bounded fields, query strings, path ids as digits). Called from onRoute.
 */
export function applySchemas(root: FastifyInstance, kind: AppKind, route: RouteOptions): void {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
  if (methods.every((m) => m === 'HEAD' || m === 'OPTIONS')) return;
  const table = kind === 'provider' ? PROVIDER_SCHEMAS : OPERATOR_SCHEMAS;
  const found = methods.map((m) => table[`${m} ${route.url}`]).find(Boolean) ?? {};
  const own = (route.schema ?? {}) as RouteSchema;
  const schema: RouteSchema = { ...own };
  if (!schema.body && methods.some((m) => HAS_BODY.has(m))) schema.body = found.body ?? obj();
  schema.querystring ??= found.querystring ?? query();
  const params = found.params ?? paramsOf(route.url);
  if (!schema.params && params) schema.params = params;
  route.schema = { ...route.schema, ...schema };
  const list = ROUTES.get(root) ?? [];
  ROUTES.set(root, list);
  for (const method of methods) list.push({ method, url: route.url, schema });
}
