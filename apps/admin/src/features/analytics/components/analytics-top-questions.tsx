import type { AnalyticsReport } from "@org/api-client";
import { Card, CardContent, CardHeader, CardTitle, Table } from "@org/ui";
import { useId } from "react";

/** The questions visitors asked most over the period, with how many times. */
export function AnalyticsTopQuestions({
  questions,
}: {
  questions: AnalyticsReport["top_questions"];
}) {
  const titleId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle as="h2" id={titleId}>
            Questions les plus posées
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Question</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Posée</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {questions.map((row) => (
                <Table.Row key={row.question}>
                  <Table.RowHeaderCell className="break-words">{row.question}</Table.RowHeaderCell>
                  <Table.Cell justify="end" className="whitespace-nowrap">
                    {row.asked} fois
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </CardContent>
      </section>
    </Card>
  );
}
