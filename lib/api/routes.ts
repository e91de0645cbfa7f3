import type { z } from 'zod';
import { type Endpoint, type EndpointName, endpoints } from './contract';

/*
 * The contract table as a route table: which endpoint a method and path below /api name, and the
 * path's parameters. The embedded router answers with it; the gateway asks it which requests are
 * public forms, which are multipart and which writes refresh which cache tags.
 */

export type AnyEndpoint = Endpoint<never, z.ZodType | undefined, z.ZodType>;

/** Decoded path parameters; undefined for a malformed percent-escape (the handler answers 400). */
export type RouteParams = Record<string, string | undefined>;

/** An endpoint as the route table holds it: what takes parameters is handed those its route decoded. */
export type RoutedEndpoint = Endpoint<RouteParams, z.ZodType | undefined, z.ZodType>;

export interface RouteMatch {
  name: EndpointName;
  endpoint: RoutedEndpoint;
  params: RouteParams;
}

export type Resolution = { found: RouteMatch[] } | { allow: string[] } | null;

const table = (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
  const endpoint = endpoints[name] as unknown as RoutedEndpoint;
  return endpoint.routes.map((route) => ({
    name,
    endpoint,
    segments: route.pattern.split('/'),
    fixed: route.fixed ?? {},
  }));
});

function matchSegments(want: string[], path: string[]): RouteParams | null {
  if (want.length !== path.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = path[i]!;
    if (w.startsWith(':')) {
      if (!g) return null;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        params[w.slice(1)] = undefined;
      }
    } else if (w !== g) return null;
  }
  return params;
}

/**
 * The endpoints a request names: one, or two that share a route (told apart by `claims`);
 * the methods the path allows when the method is wrong; null for an unknown path.
 * HEAD is answered as GET.
 */
export function resolveRoute(method: string, route: string): Resolution {
  const path = route.split('/');
  const hits = table.flatMap((r) => {
    const params = matchSegments(r.segments, path);
    return params ? [{ name: r.name, endpoint: r.endpoint, params: { ...params, ...r.fixed } }] : [];
  });
  if (hits.length === 0) return null;
  const wanted = method === 'HEAD' ? 'GET' : method;
  const found = hits.filter((h) => h.endpoint.method === wanted);
  return found.length > 0 ? { found } : { allow: [...new Set(hits.map((h) => h.endpoint.method))] };
}

/** Of the endpoints sharing a route, the one a body belongs to. */
export function choose(found: RouteMatch[], body: unknown): RouteMatch {
  return found.find((m) => m.endpoint.claims?.(body)) ?? found.find((m) => !m.endpoint.claims) ?? found[0]!;
}
