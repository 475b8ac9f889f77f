import {
  loginPayloadSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import type { AppDeps } from "../../app-deps";
import { readJson } from "../../http/body";
import { clientAddress } from "../../http/client-address";
import { honoRoute } from "../../http/hono-route";
import { actorOf, type Endpoint, publicAccess, signedIn } from "../../http/router";
import { confirmPasswordReset, login, logout, requestPasswordReset } from "./service";

/** The OpenAPI tag of signing in and out, and of one's own profile (`ownProfileRoutes`). */
export const AUTHENTICATION_TAG = "Authentication";

const RESET_REQUESTED =
  "If an active account uses this address, a message with a reset link has been sent to it.";
/** The same for every address too: without mail, the way left is the server's command. */
const RESET_NOT_MAILED =
  "This server sends no mail, so no reset link was sent. An administrator can set a new password on the server with set-password <username>.";

export function authRoutes({ db, config, mailer }: AppDeps): Endpoint[] {
  return [
    {
      ...honoRoute(ROUTES.login),
      // Ignores any Authorization header: a stale token must not stop a new sign-in.
      access: publicAccess,
      backOfficeOnly: true,
      doc: {
        summary: "Sign in with a username and password",
        tag: AUTHENTICATION_TAG,
        body: { schema: "LoginPayload" },
        response: {
          status: 200,
          description: "The token to send as `Token <key>`.",
          schema: "LoginResult",
        },
      },
      handle: async (c) => {
        const credentials = await readJson(c, loginPayloadSchema);
        const address = clientAddress(c, config.trustProxy);
        return c.json(await login(db, config, credentials, address));
      },
    },
    {
      ...honoRoute(ROUTES.logout),
      access: signedIn(),
      doc: {
        summary: "Sign out: the token stops working",
        tag: AUTHENTICATION_TAG,
        response: { status: 200, description: "Signed out.", schema: "Detail" },
      },
      handle: async (c) => {
        await logout(db, actorOf(c));
        return c.json({ detail: "Successfully logged out." });
      },
    },
    {
      ...honoRoute(ROUTES.getPasswordResetInfo),
      access: publicAccess,
      backOfficeOnly: true,
      doc: {
        summary: "Tell whether a forgotten password can be reset by a mailed link on this server",
        tag: AUTHENTICATION_TAG,
        response: {
          status: 200,
          description:
            "`sends_mail` false when the server has no SMTP_URL: no link can be mailed, and an administrator sets a new password on the server with `set-password <username>`.",
          schema: "PasswordResetInfo",
        },
      },
      handle: (c) => c.json({ sends_mail: mailer.sendsMail }),
    },
    {
      ...honoRoute(ROUTES.requestPasswordReset),
      access: publicAccess,
      backOfficeOnly: true,
      doc: {
        summary: "Send a password reset link to an address, if it belongs to a user",
        tag: AUTHENTICATION_TAG,
        body: { schema: "PasswordResetRequest" },
        response: {
          status: 200,
          description:
            "The same answer whether the address is known or not; without mail, it says what to do instead.",
          schema: "Detail",
        },
      },
      handle: async (c) => {
        const { email } = await readJson(c, passwordResetRequestSchema);
        await requestPasswordReset(db, mailer, config, email, clientAddress(c, config.trustProxy));
        return c.json({ detail: mailer.sendsMail ? RESET_REQUESTED : RESET_NOT_MAILED });
      },
    },
    {
      ...honoRoute(ROUTES.confirmPasswordReset),
      access: publicAccess,
      backOfficeOnly: true,
      doc: {
        summary: "Choose a new password with the token of a reset link",
        tag: AUTHENTICATION_TAG,
        body: { schema: "PasswordResetConfirm" },
        response: { status: 200, description: "The password is changed.", schema: "Detail" },
      },
      handle: async (c) => {
        const payload = await readJson(c, passwordResetConfirmSchema);
        await confirmPasswordReset(db, config, payload, clientAddress(c, config.trustProxy));
        return c.json({ detail: "Password has been reset with the new password." });
      },
    },
  ];
}
