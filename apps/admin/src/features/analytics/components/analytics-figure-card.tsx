import { Card, CardContent } from "@org/ui";

/** One total of the period: its name, the figure, and what it counts. */
export function AnalyticsFigureCard({
  title,
  figure,
  detail,
}: {
  title: string;
  figure: string;
  detail: string;
}) {
  return (
    <Card>
      <CardContent className="grid gap-1 pt-6">
        <h2 className="m-0 min-h-10 text-sm font-medium text-muted-foreground">{title}</h2>
        <p className="m-0 text-3xl font-bold">{figure}</p>
        <p className="m-0 text-xs text-muted-foreground">{detail}</p>
      </CardContent>
    </Card>
  );
}
