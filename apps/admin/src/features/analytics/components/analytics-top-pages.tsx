import type { AnalyticsReport } from "@org/api-client";
import { Card, CardContent, CardHeader, CardTitle, Table } from "@org/ui";
import { useId } from "react";

/** The pages the answers linked to most over the period, with how many times. */
export function AnalyticsTopPages({ pages }: { pages: AnalyticsReport["top_pages"] }) {
  const titleId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle as="h2" id={titleId}>
            Pages les plus citées
          </CardTitle>
        </CardHeader>
        <CardContent>
          {pages.length === 0 ? (
            <p className="m-0 text-sm text-muted-foreground">
              Aucune page citée dans les réponses sur cette période.
            </p>
          ) : (
            <Table.Root size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Page</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">Citée</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {pages.map((row) => (
                  <Table.Row key={row.url}>
                    <Table.RowHeaderCell className="break-all">
                      <a
                        href={row.url}
                        target="_blank"
                        rel="noreferrer"
                        className="text-accent-11 underline"
                      >
                        {row.url}
                      </a>
                    </Table.RowHeaderCell>
                    <Table.Cell justify="end" className="whitespace-nowrap">
                      {row.cited} fois
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
