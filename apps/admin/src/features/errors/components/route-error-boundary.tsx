import { useState } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** What the router shows when a screen fails to load or render, or a route answers 404. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div role="alert" className="p-4 text-sm">
        Not Found
      </div>
    );
  }
  return <RouteFailure error={error} />;
}

function RouteFailure({ error }: { error: unknown }) {
  const [shown, setShown] = useState(false);
  const message = error instanceof Error ? error.message : JSON.stringify(error, null, 2);
  return (
    <div role="alert" className="grid max-w-3xl gap-2 p-4">
      <div className="flex items-center gap-2">
        <strong className="text-base">Something went wrong!</strong>
        <button
          type="button"
          className="rounded border border-current px-1.5 py-0.5 text-xs font-semibold"
          onClick={() => setShown((current) => !current)}
        >
          {shown ? "Hide Error" : "Show Error"}
        </button>
      </div>
      {shown ? (
        <pre className="m-0 overflow-auto rounded border border-[var(--red-8)] p-2 text-xs text-[var(--red-11)]">
          <code>{message}</code>
        </pre>
      ) : null}
    </div>
  );
}
