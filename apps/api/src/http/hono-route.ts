import { ROUTE_PARAMETER, type Route } from "@org/api-client";
import type { Endpoint } from "./router";

// Every parameter of the route table is a numeric id: a path with anything else in its place is
// not found (404) instead of reaching a handler.
const ID_PATTERN = "{[0-9]+}";

/**
 * A route of the table as the router mounts it: its method, and its path in Hono's syntax
 * (`/api/bots/:id{[0-9]+}/`).
 */
export function honoRoute(route: Route): Pick<Endpoint, "method" | "path"> {
  return { method: route.method, path: route.path.replace(ROUTE_PARAMETER, `:$1${ID_PATTERN}`) };
}
