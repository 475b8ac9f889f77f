import { Card, CardContent, CardHeader, CardTitle, Table } from "@org/ui";
import { type ReactNode, useId } from "react";

export interface AnalyticsRankingProps {
  title: string;
  /** The headers of the two columns: what is ranked, and how many times. */
  columns: [string, string];
  rows: readonly { key: string; label: ReactNode; times: number }[];
  /** Said instead of an empty table. */
  emptyMessage: string;
}

/** A card ranking what came up most over the period, with how many times. */
export function AnalyticsRanking({ title, columns, rows, emptyMessage }: AnalyticsRankingProps) {
  const titleId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle as="h2" id={titleId}>
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {rows.length === 0 ? (
            <p className="m-0 text-sm text-muted-foreground">{emptyMessage}</p>
          ) : (
            <Table.Root size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{columns[0]}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{columns[1]}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.key}>
                    <Table.RowHeaderCell className="break-words">{row.label}</Table.RowHeaderCell>
                    <Table.Cell justify="end" className="whitespace-nowrap">
                      {row.times} fois
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
