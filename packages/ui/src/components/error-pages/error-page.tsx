import type { MouseEvent, ReactNode } from "react";
import { cx } from "../../lib/class-names";
import { Button } from "../button/button";
import { errorTexts } from "./error-texts";

export interface ErrorPageProps {
  /** The status number shown large; left out when absent. */
  code?: string;
  title: ReactNode;
  description: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** Fill the viewport height (a whole page) or only the space the content needs. */
  fullHeight?: boolean;
  className?: string;
}

/** The layout of every generic page: a big status number, a title, a sentence and actions. */
export function ErrorPage({
  code,
  title,
  description,
  actions,
  fullHeight = true,
  className,
}: ErrorPageProps) {
  return (
    <div
      className={cx(
        fullHeight && "min-h-svh",
        "flex w-full flex-col items-center justify-center gap-2 p-6 text-center",
        className,
      )}
    >
      {code ? <p className="m-0 text-[7rem] leading-tight font-bold text-gray-12">{code}</p> : null}
      <h1 className="m-0 text-2xl font-medium text-gray-12">{title}</h1>
      <p className="m-0 max-w-md text-muted-foreground">{description}</p>
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-4">{actions}</div> : null}
    </div>
  );
}

export interface NavigationActionsProps {
  /** One step back in history; the browser's history by default. */
  onGoBack?: () => void;
  /** Address of the home page, for the Back to Home link. */
  homeHref?: string;
  /**
   * Client-side navigation to home (e.g. the router's `navigate("/")`). A plain click then stays
   * in the app; a click with a modifier key still opens the link in a new tab.
   */
  onGoHome?: () => void;
  /** The words of the two buttons, for a page in another language than the specification's. */
  goBackLabel?: string;
  backToHomeLabel?: string;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The Go Back and Back to Home buttons of the error pages. */
export function NavigationActions({
  onGoBack,
  homeHref = "/",
  onGoHome,
  goBackLabel = errorTexts.goBack,
  backToHomeLabel = errorTexts.backToHome,
}: NavigationActionsProps) {
  return (
    <>
      <Button variant="outline" onClick={onGoBack ?? (() => window.history.back())}>
        {goBackLabel}
      </Button>
      <Button asChild>
        <a
          href={homeHref}
          onClick={(event) => {
            if (!onGoHome || !isPlainClick(event)) return;
            event.preventDefault();
            onGoHome();
          }}
        >
          {backToHomeLabel}
        </a>
      </Button>
    </>
  );
}
