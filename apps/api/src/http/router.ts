import type { Context, Hono } from "hono";
import { type Actor, hasPermissions } from "../actor";
import { MAX_INTEGER, type Permission } from "../constants";
import {
  AuthenticationError,
  MethodNotAllowedError,
  NotFoundError,
  PermissionDeniedError,
} from "../errors";
import type { AppEnv } from "./app-env";
import { preflightResponse } from "./cors";
import type { EndpointDoc } from "./endpoint-doc";

export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE" | "OPTIONS";

/**
 * Who may call an endpoint:
 * - `public`: anyone; the Authorization header is not even read (the chat widget);
 * - `public-read`: anyone, and a valid token, when sent, is recognised (bubbles, shortcuts);
 * - `signed-in`: a valid token holding every listed permission (staff hold all);
 * - `staff`: a valid token of a staff user.
 */
export type Access =
  | { kind: "public" }
  | { kind: "public-read" }
  | { kind: "signed-in"; permissions: readonly Permission[] }
  | { kind: "staff" };

export const publicAccess: Access = { kind: "public" };
export const publicReadAccess: Access = { kind: "public-read" };
export const staffOnly: Access = { kind: "staff" };
export function signedIn(...permissions: Permission[]): Access {
  return { kind: "signed-in", permissions };
}

export type Handler = (c: Context<AppEnv>) => Promise<Response> | Response;

export interface Endpoint {
  method: Method;
  /** Hono path syntax, with the trailing slash exactly as the API lists it. */
  path: string;
  access: Access;
  /**
   * A public endpoint that only the back-office calls (signing in, resetting a password): like
   * the signed-in API, its answers are readable by the pages of CORS_ORIGINS alone, whereas the
   * other public endpoints answer any origin, since the widget calls them from any site.
   */
  backOfficeOnly?: true;
  /** What the OpenAPI document (GET /api/schema/) says of it. */
  doc: EndpointDoc;
  handle: Handler;
}

/** Turns a token header into the actor it stands for; null when no token is sent. */
export type Authenticator = (c: Context<AppEnv>) => Promise<Actor | null>;

export interface RouterOptions {
  authenticate: Authenticator;
  corsOrigins: readonly string[];
}

/**
 * Mounts endpoints path by path so that every known path answers an unlisted method with 405
 * and an Allow header, OPTIONS with its metadata, and CORS preflights per endpoint.
 */
export function mountEndpoints(app: Hono<AppEnv>, endpoints: Endpoint[], options: RouterOptions) {
  const byPath = new Map<string, Map<string, Endpoint>>();
  for (const endpoint of endpoints) {
    const methods = byPath.get(endpoint.path) ?? new Map<string, Endpoint>();
    if (methods.has(endpoint.method)) {
      throw new Error(`${endpoint.method} ${endpoint.path} is defined twice`);
    }
    methods.set(endpoint.method, endpoint);
    byPath.set(endpoint.path, methods);
  }
  for (const [path, methods] of byPath) {
    const allowed = [...methods.keys(), ...(methods.has("OPTIONS") ? [] : ["OPTIONS"])];
    app.all(path, async (c) => {
      const method = c.req.method === "HEAD" ? "GET" : c.req.method;
      const requested = c.req.header("access-control-request-method");
      if (method === "OPTIONS" && requested && c.req.header("origin")) {
        c.set("anyOrigin", isOpenToAnyOrigin(methods.get(requested.toUpperCase())));
        return preflightResponse(c, allowed, options.corsOrigins);
      }
      const endpoint = methods.get(method);
      if (!endpoint) {
        if (method === "OPTIONS") return describePath(c, allowed);
        throw new MethodNotAllowedError(c.req.method, allowed);
      }
      c.set("anyOrigin", isOpenToAnyOrigin(endpoint));
      c.set("actor", await checkAccess(c, endpoint.access, options.authenticate));
      return endpoint.handle(c);
    });
  }
}

/** The signed-in actor of a request that passed a signed-in or staff access check. */
export function actorOf(c: Context<AppEnv>): Actor {
  const actor = c.get("actor");
  if (!actor) throw AuthenticationError.notProvided();
  return actor;
}

async function checkAccess(
  c: Context<AppEnv>,
  access: Access,
  authenticate: Authenticator,
): Promise<Actor | null> {
  if (access.kind === "public") return null;
  const actor = await authenticate(c);
  if (access.kind === "public-read") return actor;
  if (!actor) throw AuthenticationError.notProvided();
  if (access.kind === "staff" ? !actor.isStaff : !hasPermissions(actor, access.permissions)) {
    throw new PermissionDeniedError();
  }
  return actor;
}

function isOpenToAnyOrigin(endpoint: Endpoint | undefined): boolean {
  if (!endpoint || endpoint.backOfficeOnly) return false;
  return endpoint.access.kind === "public" || endpoint.access.kind === "public-read";
}

/** OPTIONS on a path without its own: what Django REST Framework's metadata says of any view. */
function describePath(c: Context<AppEnv>, allowed: string[]): Response {
  c.header("Allow", allowed.join(", "));
  return c.json({
    name: c.req.path,
    description: "",
    renders: ["application/json"],
    parses: ["application/json"],
  });
}

/** An id from a path: the pattern guarantees digits; beyond the integer range nothing exists. */
export function pathId(c: Context<AppEnv>, name = "id"): number {
  const id = Number(c.req.param(name));
  if (!Number.isSafeInteger(id) || id > MAX_INTEGER) throw new NotFoundError();
  return id;
}
