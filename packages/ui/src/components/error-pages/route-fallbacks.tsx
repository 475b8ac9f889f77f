import { useId, useState } from "react";
import { Button } from "../button/button";
import { errorTexts } from "./error-texts";

/** What a router shows, by default, for an address that matches no route. */
export function RouteNotFound() {
  return <p className="m-0 p-4 text-gray-12">{errorTexts.routeNotFound}</p>;
}

export interface RouteErrorFallbackProps {
  /** The error the route threw; its message and stack can be shown on demand. */
  error: unknown;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

/** What a router shows, by default, when a route fails: a message and the error on demand. */
export function RouteErrorFallback({ error }: RouteErrorFallbackProps) {
  const [shown, setShown] = useState(false);
  const detailsId = useId();
  return (
    <div className="flex flex-col items-start gap-3 p-4">
      <p className="m-0 text-lg font-medium text-gray-12">{errorTexts.routeError}</p>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={shown}
        aria-controls={detailsId}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? errorTexts.hideError : errorTexts.showError}
      </Button>
      <pre
        id={detailsId}
        hidden={!shown}
        className="m-0 max-w-full overflow-auto rounded-md bg-muted p-3 text-xs text-gray-12"
      >
        {describeError(error)}
      </pre>
    </div>
  );
}
