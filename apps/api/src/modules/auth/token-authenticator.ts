import type { Context } from "hono";
import type { Actor } from "../../actor";
import type { Db } from "../../db/types";
import { AuthenticationError } from "../../errors";
import type { AppEnv } from "../../http/app-env";
import { authenticateToken } from "./service";

/**
 * Token authentication as Django REST Framework does it: `Authorization: Token <key>`. Other
 * schemes are not ours and leave the request anonymous; a malformed or unknown token is a 401.
 */
export function tokenAuthenticator(db: Db) {
  return async (c: Context<AppEnv>): Promise<Actor | null> => {
    const parts = (c.req.header("authorization") ?? "").trim().split(/\s+/);
    if (parts[0]?.toLowerCase() !== "token") return null;
    if (parts.length === 1) {
      throw new AuthenticationError("Invalid token header. No credentials provided.");
    }
    if (parts.length > 2) {
      throw new AuthenticationError(
        "Invalid token header. Token string should not contain spaces.",
      );
    }
    return authenticateToken(db, parts[1] as string);
  };
}
