import type { ApiLogger } from "@org/api-client";
import { useMemo, useRef } from "react";

/**
 * The site's logger as one object for as long as the site gives one: sites write it inline
 * (`logger={{ error: report }}`), a new object at each of their renders, and the API client made
 * with it must stay the same, since a new client fetches the appearance again and starts a new
 * session. Each failure goes to the latest logger given; undefined while none is given, so that
 * the client keeps its own default.
 */
export function useSteadyLogger(logger: ApiLogger | undefined): ApiLogger | undefined {
  const latest = useRef(logger);
  latest.current = logger;
  const given = logger !== undefined;
  return useMemo(
    () =>
      given
        ? { error: (message: string, details?: unknown) => latest.current?.error(message, details) }
        : undefined,
    [given],
  );
}
