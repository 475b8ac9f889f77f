import type { ReactNode } from "react";
import { Button } from "../button/button";
import { ErrorPage, NavigationActions, type NavigationActionsProps } from "./error-page";
import { errorTexts } from "./error-texts";

export type ErrorPageNavigationProps = NavigationActionsProps & { className?: string };

/** The title and sentence of a page whose texts the specification leaves open, in the app's words. */
export interface ErrorPageTextProps {
  title?: ReactNode;
  description?: ReactNode;
}

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
export function UnauthorizedPage({
  title = errorTexts.unauthorized.title,
  description = errorTexts.unauthorized.description,
  className,
  ...navigation
}: ErrorPageNavigationProps & ErrorPageTextProps) {
  return (
    <ErrorPage
      code={errorTexts.unauthorized.code}
      title={title}
      description={description}
      className={className}
      actions={<NavigationActions {...navigation} />}
    />
  );
}

/** 403: signed in, but without the permission this page needs. */
export function ForbiddenPage({
  title = errorTexts.forbidden.title,
  description = errorTexts.forbidden.description,
  className,
  ...navigation
}: ErrorPageNavigationProps & ErrorPageTextProps) {
  return (
    <ErrorPage
      code={errorTexts.forbidden.code}
      title={title}
      description={description}
      className={className}
      actions={<NavigationActions {...navigation} />}
    />
  );
}

export interface MaintenancePageProps extends ErrorPageTextProps {
  /** Offers a Try Again button when set (e.g. reloading the page). */
  onRetry?: () => void;
  /** The words of the Try Again button. */
  retryLabel?: string;
  className?: string;
}

/** 503: the service is down for maintenance. */
export function MaintenancePage({
  title = errorTexts.maintenance.title,
  description = errorTexts.maintenance.description,
  onRetry,
  retryLabel = errorTexts.tryAgain,
  className,
}: MaintenancePageProps) {
  return (
    <ErrorPage
      code={errorTexts.maintenance.code}
      title={title}
      description={description}
      className={className}
      actions={
        onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null
      }
    />
  );
}
