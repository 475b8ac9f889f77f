import type { AnalyticsFigures, AnalyticsInterval } from "@org/api-client";

/** What the assistant filter reads when it counts every assistant of the account. */
export const ALL_BOTS_LABEL = "Tous les assistants";

/** How the figures are grouped, as the screen names them and as the address keeps them. */
export const INTERVALS: Record<AnalyticsInterval, { label: string; param: string }> = {
  day: { label: "Par jour", param: "jour" },
  week: { label: "Par semaine", param: "semaine" },
};

export const DEFAULT_INTERVAL: AnalyticsInterval = "day";

type Series = keyof AnalyticsFigures;

export interface SeriesLabels {
  /** In the legend, the tooltip and the table of the chart. */
  label: string;
  /** A colour of the design system, so that the chart follows the theme. */
  color: string;
}

/** The series drawn, as the charts name and colour them. */
export const SERIES: Record<Exclude<Series, "conversations">, SeriesLabels> = {
  questions: { label: "Questions", color: "var(--accent-9)" },
  no_answer: { label: "«\u00a0Je ne sais pas\u00a0»", color: "var(--red-9)" },
  curated: { label: "Réponses validées", color: "var(--green-9)" },
  likes: { label: "J'aime", color: "var(--green-9)" },
  dislikes: { label: "Je n'aime pas", color: "var(--red-9)" },
};

type SeriesName = keyof typeof SERIES;

/** A series of a chart: bars for what is counted, lines for the part of it that stands out. */
export interface ChartSeries {
  name: SeriesName;
  shape: "bar" | "line";
}

/** The two charts: what visitors asked and how it was answered, then what they thought of it. */
export const CHARTS: readonly { title: string; series: readonly ChartSeries[] }[] = [
  {
    title: "Questions et réponses",
    series: [
      { name: "questions", shape: "bar" },
      { name: "no_answer", shape: "line" },
      { name: "curated", shape: "line" },
    ],
  },
  {
    title: "Avis des visiteurs",
    series: [
      { name: "likes", shape: "bar" },
      { name: "dislikes", shape: "bar" },
    ],
  },
];
