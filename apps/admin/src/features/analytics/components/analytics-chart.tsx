import type { AnalyticsInterval, AnalyticsReport } from "@org/api-client";
import { Card, CardContent, CardHeader, CardTitle } from "@org/ui";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { type ChartSeries, SERIES } from "../data/analytics-labels";
import { periodName, periodTick } from "../data/period-labels";

export interface AnalyticsChartProps {
  title: string;
  series: readonly ChartSeries[];
  report: Pick<AnalyticsReport, "series">;
  interval: AnalyticsInterval;
}

/** Height of a chart, in pixels: enough for a trend to read, short enough for two side by side. */
const CHART_HEIGHT = 260;

const AXIS = { stroke: "var(--gray-8)", tick: { fill: "var(--gray-11)", fontSize: 12 } };

/**
 * Some figures of each day or week of the period, drawn, and written in a table that screen
 * readers read instead.
 */
export function AnalyticsChart({ title, series, report, interval }: AnalyticsChartProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <div aria-hidden className="h-[260px] w-full">
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <ComposedChart
              data={report.series}
              margin={{ top: 8, right: 24, bottom: 0, left: -16 }}
            >
              <CartesianGrid stroke="var(--gray-5)" vertical={false} />
              <XAxis dataKey="period" tickFormatter={periodTick} minTickGap={16} {...AXIS} />
              <YAxis allowDecimals={false} {...AXIS} />
              <Tooltip
                labelFormatter={(period) => periodName(String(period), interval)}
                contentStyle={{
                  background: "var(--color-panel-solid)",
                  border: "1px solid var(--gray-6)",
                  borderRadius: "var(--radius-3)",
                  color: "var(--gray-12)",
                }}
                cursor={{ fill: "var(--gray-a3)", stroke: "var(--gray-7)" }}
              />
              <Legend wrapperStyle={{ fontSize: 13, color: "var(--gray-11)" }} />
              {series.map(({ name, shape }) =>
                shape === "line" ? (
                  <Line
                    key={name}
                    type="monotone"
                    dataKey={name}
                    name={SERIES[name].label}
                    stroke={SERIES[name].color}
                    strokeWidth={2}
                    dot={false}
                    isAnimationActive={false}
                  />
                ) : (
                  <Bar
                    key={name}
                    dataKey={name}
                    name={SERIES[name].label}
                    fill={SERIES[name].color}
                    radius={[3, 3, 0, 0]}
                    isAnimationActive={false}
                  />
                ),
              )}
            </ComposedChart>
          </ResponsiveContainer>
        </div>
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{interval === "week" ? "Semaine" : "Jour"}</th>
              {series.map(({ name }) => (
                <th key={name} scope="col">
                  {SERIES[name].label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.series.map((row) => (
              <tr key={row.period}>
                <th scope="row">{periodName(row.period, interval)}</th>
                {series.map(({ name }) => (
                  <td key={name}>{row[name]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
