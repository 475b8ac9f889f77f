import type { Paged } from "@org/api-client";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { Link } from "react-router";
import { DashboardCard } from "./dashboard-card";

type CountQuery = UseQueryResult<Paged<unknown>, unknown>;

export interface CountCardProps {
  title: string;
  icon: ComponentType<{ "aria-hidden"?: boolean; className?: string }>;
  /** The lists whose counts the card shows, in the order `figure` and `detail` receive them. */
  queries: readonly CountQuery[];
  /** The big figure, from the counts. */
  figure: (counts: number[]) => number;
  /** The line under it, from the counts. */
  detail: (counts: number[]) => string;
  errorMessage: string;
  /** Where the figures come from, to see them in full. */
  link?: { to: string; label: string };
}

/** A figure of the dashboard with its detail line, e.g. users and how many are active. */
export function CountCard({
  title,
  icon,
  queries,
  figure,
  detail,
  errorMessage,
  link,
}: CountCardProps) {
  const counts = queries.map((query) => query.data?.count ?? 0);
  return (
    <DashboardCard
      title={title}
      icon={icon}
      isPending={queries.some((query) => query.isPending)}
      isError={queries.some((query) => query.isError)}
      errorMessage={errorMessage}
      onRetry={() => {
        for (const query of queries) if (query.isError) query.refetch();
      }}
      placeholder={
        <div>
          <p className="m-0 text-3xl font-bold">00</p>
          <p className="m-0 text-xs">00 actifs</p>
        </div>
      }
    >
      <p className="m-0 text-3xl font-bold">{figure(counts)}</p>
      <p className="m-0 text-xs text-muted-foreground">{detail(counts)}</p>
      {link ? (
        <Link to={link.to} className="mt-2 inline-block text-sm text-accent-11 underline">
          {link.label}
        </Link>
      ) : null}
    </DashboardCard>
  );
}
