import * as ROUTES from "@org/api-client/routes";
import type { AppDeps } from "../../app-deps";
import { honoRoute } from "../../http/hono-route";
import { actorOf, type Endpoint, signedIn } from "../../http/router";

export function permissionRoutes(_deps: AppDeps): Endpoint[] {
  return [
    {
      ...honoRoute(ROUTES.getPermissions),
      access: signedIn(),
      doc: {
        summary: "List the permission strings of the signed-in user",
        tag: "Authentication",
        response: {
          status: 200,
          description: "Permission strings, sorted.",
          schema: "Permissions",
        },
      },
      handle: (c) => c.json([...actorOf(c).permissions].sort()),
    },
  ];
}
