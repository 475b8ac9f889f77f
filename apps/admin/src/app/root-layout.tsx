import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { ROUTE_PENDING_DELAY_MS, ROUTE_PENDING_MIN_MS } from "@/constants";
import { useDelayedPending } from "@/hooks/use-delayed-pending";

const PENDING_TIMING = { delayMs: ROUTE_PENDING_DELAY_MS, minDurationMs: ROUTE_PENDING_MIN_MS };

/** A thin bar across the top of the page while a slow screen loads. */
function PendingBar({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label="Chargement de la page"
      className="pending-bar fixed inset-x-0 top-0 z-[100] h-0.5 overflow-hidden bg-[var(--accent-a4)]"
    >
      <div className="pending-bar-fill h-full w-1/3 bg-primary" />
    </div>
  );
}

/** Every screen: the page, and the pending state of a navigation that takes a while. */
export function RootLayout() {
  const navigation = useNavigation();
  const pending = useDelayedPending(navigation.state !== "idle", PENDING_TIMING);
  return (
    <>
      <PendingBar shown={pending} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first screen of a visit loads (its code comes lazily). */
export function PendingScreen() {
  return <PendingBar shown={useDelayedPending(true, PENDING_TIMING)} />;
}
