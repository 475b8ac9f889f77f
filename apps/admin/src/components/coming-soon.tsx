import { Card, CardDescription, CardHeader, CardTitle } from "@org/ui";
import { PageHeader } from "./page-header";

/** A screen whose content is not built yet: it says so instead of pretending. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardHeader className="pb-0">
          <CardTitle as="h2">Bientôt disponible</CardTitle>
          <CardDescription>
            Cet écran arrive dans une prochaine version de l'administration.
          </CardDescription>
        </CardHeader>
      </Card>
    </>
  );
}
