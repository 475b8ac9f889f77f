import * as ROUTES from "@org/api-client/routes";
import type { AppDeps } from "../../app-deps";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../constants";
import { honoRoute } from "../../http/hono-route";
import { type Endpoint, publicAccess } from "../../http/router";
import { isDatabaseReachable } from "./service";

export function healthRoutes(deps: AppDeps): Endpoint[] {
  return [
    {
      ...honoRoute(ROUTES.getHealth),
      access: publicAccess,
      doc: {
        summary: "Tell whether the server and its database answer",
        tag: "Health",
        response: { status: 200, description: "The server is up.", schema: "Health" },
        unavailable: "Health",
      },
      handle: async (c) =>
        (await isDatabaseReachable(deps.db))
          ? c.json({ status: "ok" })
          : c.json({ status: "unavailable" }, 503, {
              "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
            }),
    },
  ];
}
