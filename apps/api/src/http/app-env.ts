import type { HttpBindings } from "@hono/node-server";
import type { Actor } from "../actor";

export type AppEnv = {
  Bindings: HttpBindings;
  Variables: {
    requestId: string;
    /** Set by the router once the request is authenticated; null for anonymous requests. */
    actor: Actor | null;
    /** The matched endpoint is open to every origin (the public chat widget calls it). */
    anyOrigin: boolean;
    /** Where clients reach the API, for the absolute links an answer holds (see publicUrlOf). */
    publicUrl: string;
  };
};
