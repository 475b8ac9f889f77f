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

// The 404 and 500 pages say what the specification writes, in English; the others speak French,
// as the back-office does.
const FRENCH_NAVIGATION = { goBackLabel: "Retour", backToHomeLabel: "Retour à l'accueil" };

export function UnauthorizedError() {
  return (
    <UnauthorizedPage
      title="Connexion requise"
      description="Connectez-vous avec un compte autorisé à ouvrir cette page."
      {...FRENCH_NAVIGATION}
      {...useErrorNavigation()}
    />
  );
}

export function ForbiddenError() {
  return (
    <ForbiddenPage
      title="Accès refusé"
      description="Votre compte n'a pas la permission nécessaire pour voir cette page."
      {...FRENCH_NAVIGATION}
      {...useErrorNavigation()}
    />
  );
}

export function MaintenanceError() {
  return (
    <MaintenancePage
      title="Service en maintenance"
      description="Le service est momentanément indisponible. Il sera de retour très bientôt."
      retryLabel="Réessayer"
      onRetry={() => window.location.reload()}
    />
  );
}
