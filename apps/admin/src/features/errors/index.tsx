import {
  ForbiddenPage,
  GeneralErrorPage,
  MaintenancePage,
  NotFoundPage,
  UnauthorizedPage,
} from "@org/ui";
import { useErrorNavigation } from "./components/use-error-navigation";

export { RouteErrorBoundary } from "./components/route-error-boundary";

export function NotFoundError() {
  return <NotFoundPage {...useErrorNavigation()} />;
}

export function GeneralError({ minimal }: { minimal?: boolean }) {
  return <GeneralErrorPage minimal={minimal} {...useErrorNavigation()} />;
}

export function UnauthorizedError() {
  return <UnauthorizedPage {...useErrorNavigation()} />;
}

export function ForbiddenError() {
  return <ForbiddenPage {...useErrorNavigation()} />;
}

export function MaintenanceError() {
  return <MaintenancePage onRetry={() => window.location.reload()} />;
}
