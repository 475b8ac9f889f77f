import type { HttpMethod } from "./client/create-api-client";

/** One endpoint of the route table (`@org/api-client/routes`). */
export interface Route {
  readonly method: HttpMethod;
  /** Each parameter written `{name}`, e.g. `/api/bots/{id}/`. */
  readonly path: string;
}

/** The names of a path's parameters: `"id"` for `/api/bots/{id}/`. */
type ParamName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamName<Rest>
  : never;

/** The names of a route's parameters. */
export type RouteParamName<R extends Route> = ParamName<R["path"]>;

/** The value of each of a route's parameters. */
export type RouteParams<R extends Route> = Record<RouteParamName<R>, string | number>;

/** The arguments a route's parameters take: none for a route without any. */
export type RouteParamsArgument<R extends Route> = [RouteParamName<R>] extends [never]
  ? []
  : [params: RouteParams<R>];

/** A parameter of a route's path, its name captured: `{id}`. */
export const ROUTE_PARAMETER = /\{(\w+)\}/g;

/**
 * A path template with its parameters filled in, each value encoded as one path segment. A
 * template without parameters needs no values.
 */
export function fillTemplate(template: string, params?: Record<string, string | number>): string {
  return template.replace(ROUTE_PARAMETER, (_, name: string) =>
    encodeURIComponent((params as Record<string, string | number>)[name] as string | number),
  );
}

/** The path of a route with its parameters filled in, each value encoded as one path segment. */
export function routePath<R extends Route>(route: R, ...[params]: RouteParamsArgument<R>): string {
  return fillTemplate(route.path, params);
}
