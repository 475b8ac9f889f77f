import type { AppDeps } from "../../app-deps";
import { actorOf, type Endpoint, signedIn } from "../../http/router";

export function permissionRoutes(_deps: AppDeps): Endpoint[] {
  return [
    {
      method: "GET",
      path: "/api/auth/permissions/",
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
