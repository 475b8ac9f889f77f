import { Button, Card, CardContent } from "@org/ui";

/** Says that something could not be loaded, with a button that asks for it again. */
export function LoadErrorCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
        <p className="m-0" role="alert">
          {message}
        </p>
        <Button variant="outline" onClick={onRetry}>
          Réessayer
        </Button>
      </CardContent>
    </Card>
  );
}
