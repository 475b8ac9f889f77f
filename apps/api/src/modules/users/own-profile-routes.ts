import { profileUpdateSchema } from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import type { AppDeps } from "../../app-deps";
import { readJson } from "../../http/body";
import { clientAddress } from "../../http/client-address";
import { honoRoute } from "../../http/hono-route";
import { actorOf, type Endpoint, signedIn } from "../../http/router";
import { AUTHENTICATION_TAG } from "../auth/routes";
import { getCurrentUser, updateOwnProfile } from "./own-profile";

/** The signed-in user's own profile, under the authentication paths the clients know it by. */
export function ownProfileRoutes({ db, config, mailer }: AppDeps): Endpoint[] {
  return [
    {
      ...honoRoute(ROUTES.getCurrentUser),
      access: signedIn(),
      doc: {
        summary: "Read the signed-in user",
        tag: AUTHENTICATION_TAG,
        response: {
          status: 200,
          description: "The signed-in user, with their preferences.",
          schema: "CurrentUser",
        },
      },
      handle: async (c) => c.json(await getCurrentUser(db, actorOf(c))),
    },
    {
      ...honoRoute(ROUTES.updateCurrentUser),
      // One's own profile, language, preferences, address and password: no permission beyond
      // signing in (the address and the password ask for the current password).
      access: signedIn(),
      doc: {
        summary: "Change one's own profile, language, preferences, e-mail address or password",
        tag: AUTHENTICATION_TAG,
        body: { schema: "ProfileUpdate" },
        response: {
          status: 200,
          description: "The signed-in user as changed.",
          schema: "CurrentUser",
        },
      },
      handle: async (c) => {
        const input = await readJson(c, profileUpdateSchema);
        const address = clientAddress(c, config.trustProxy);
        return c.json(await updateOwnProfile(db, mailer, config, actorOf(c), input, address));
      },
    },
  ];
}
