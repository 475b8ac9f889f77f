import type { AppDeps } from "../../app-deps";
import { actorOf, type Endpoint, signedIn } from "../../http/router";

export function permissionRoutes(_deps: AppDeps): Endpoint[] {
  return [
    {
      method: "GET",
      path: "/api/auth/permissions/",
      access: signedIn(),
      handle: (c) => c.json([...actorOf(c).permissions].sort()),
    },
  ];
}
