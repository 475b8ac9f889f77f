import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Table } from "./table";

interface RankedQuestion {
  question: string;
  times: number;
}

const questions: RankedQuestion[] = [
  { question: "Quels sont les horaires d’ouverture de la mairie ?", times: 128 },
  { question: "Comment inscrire mon enfant à la cantine ?", times: 64 },
  { question: "Où déposer un dossier de permis de construire ?", times: 23 },
];

const longQuestion: RankedQuestion = {
  question:
    "Je souhaiterais savoir s’il est possible de faire renouveler ma carte nationale d’identité et le passeport de mes deux enfants lors du même rendez-vous, et quels justificatifs de domicile sont acceptés « en ligne » comme au guichet ?",
  times: 7,
};

/** A static ranking, as the back-office's statistics draw them: a question and how many times. */
function Ranking({ rows, caption }: { rows: RankedQuestion[]; caption: string }) {
  return (
    <Table.Root size="1" className="max-w-xl">
      <caption className="sr-only">{caption}</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Question</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Posée</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.question}>
            <Table.RowHeaderCell className="break-words">{row.question}</Table.RowHeaderCell>
            <Table.Cell justify="end" className="whitespace-nowrap">
              {row.times} fois
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const meta = {
  title: "Components/Table",
  component: Ranking,
  args: { rows: questions, caption: "Questions les plus posées" },
} satisfies Meta<typeof Ranking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StaticRanking: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Questions les plus posées" });
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByRole("rowheader").textContent).toBe(questions[0]?.question);
    await expect(first.getByRole("cell")).toHaveTextContent("128 fois");
  },
};

/** A question longer than the column wraps inside it; the count stays on one line beside it. */
export const LongFrenchText: Story = {
  args: { rows: [longQuestion, ...questions] },
  play: async ({ canvas, canvasElement }) => {
    const lines = (element: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    await expect(
      lines(canvas.getByRole("rowheader", { name: /^Je souhaiterais/ })),
    ).toBeGreaterThan(1);
    await expect(lines(canvas.getByRole("cell", { name: "7 fois" }))).toBe(1);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const Dark: Story = {
  ...StaticRanking,
  globals: { theme: "dark" },
};

export const Mobile: Story = {
  ...LongFrenchText,
  globals: { viewport: { value: "mobile1" } },
};
