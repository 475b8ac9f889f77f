import { Button } from "../button/button";
import { ErrorPage, NavigationActions, type NavigationActionsProps } from "./error-page";
import { errorTexts } from "./error-texts";

export type ErrorPageNavigationProps = NavigationActionsProps & { className?: string };

/** 404: the address matches no page. */
export function NotFoundPage({ className, ...navigation }: ErrorPageNavigationProps) {
  return (
    <ErrorPage
      {...errorTexts.notFound}
      className={className}
      actions={<NavigationActions {...navigation} />}
    />
  );
}

export interface GeneralErrorPageProps extends ErrorPageNavigationProps {
  /** Minimal mode, for an error inside a page: no status number, no page-high layout. */
  minimal?: boolean;
}

/** 500: something failed on our side. */
export function GeneralErrorPage({ minimal, className, ...navigation }: GeneralErrorPageProps) {
  const { code, ...texts } = errorTexts.general;
  return (
    <ErrorPage
      {...texts}
      code={minimal ? undefined : code}
      fullHeight={!minimal}
      className={className}
      actions={<NavigationActions {...navigation} />}
    />
  );
}

/** 401: the visitor must sign in first. */
export function UnauthorizedPage({ className, ...navigation }: ErrorPageNavigationProps) {
  return (
    <ErrorPage
      {...errorTexts.unauthorized}
      className={className}
      actions={<NavigationActions {...navigation} />}
    />
  );
}

/** 403: signed in, but without the permission this page needs. */
export function ForbiddenPage({ className, ...navigation }: ErrorPageNavigationProps) {
  return (
    <ErrorPage
      {...errorTexts.forbidden}
      className={className}
      actions={<NavigationActions {...navigation} />}
    />
  );
}

export interface MaintenancePageProps {
  /** Offers a Try Again button when set (e.g. reloading the page). */
  onRetry?: () => void;
  className?: string;
}

/** 503: the service is down for maintenance. */
export function MaintenancePage({ onRetry, className }: MaintenancePageProps) {
  return (
    <ErrorPage
      {...errorTexts.maintenance}
      className={className}
      actions={
        onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {errorTexts.tryAgain}
          </Button>
        ) : null
      }
    />
  );
}
