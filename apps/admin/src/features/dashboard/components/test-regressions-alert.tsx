import type { AssistantTestRun } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useActiveAccount } from "@/components/layout/active-account";
import { NAV_ITEMS } from "@/components/layout/nav-data";
import { assistantScreenAddress } from "@/lib/screen-address";
import { dashboardQueries } from "../api";

const SCREEN = NAV_ITEMS.assistantTests;

/** Each assistant's last ended run, from runs listed latest first. */
function lastEndedRuns(runs: readonly AssistantTestRun[]): AssistantTestRun[] {
  const byBot = new Map<number, AssistantTestRun>();
  for (const run of runs) {
    if (run.status === "succeeded" && !byBot.has(run.bot)) byBot.set(run.bot, run);
  }
  return [...byBot.values()];
}

/**
 * Says, when the last run of the tests of an assistant of the account chosen in the sidebar found
 * tests that passed before and fail now, how many, with the way to them. Nothing while loading,
 * on failure, or when all is well.
 */
export function TestRegressionsAlert() {
  const { active, isPending: accountsPending } = useActiveAccount();
  const runs = useQuery({
    ...dashboardQueries.latestTestRuns(useApiClient(), active?.id),
    enabled: !accountsPending,
  });
  const regressed = lastEndedRuns(runs.data?.results ?? []).filter((run) => run.regressed > 0);
  const count = regressed.reduce((sum, run) => sum + run.regressed, 0);
  if (count === 0) return null;
  // A single assistant concerned: straight to its tests.
  const [only] = regressed;
  const to =
    only && regressed.length === 1 ? assistantScreenAddress(SCREEN.url, only.bot) : SCREEN.url;
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-[var(--red-7)] bg-[var(--red-3)] p-3 text-sm text-[var(--red-11)]"
    >
      <ExclamationTriangleIcon aria-hidden />
      <p className="m-0 font-semibold">
        Tests&nbsp;: {count > 1 ? `${count} nouveaux échecs` : "1 nouvel échec"}
      </p>
      <Link to={to} className="underline">
        Voir les tests
      </Link>
    </div>
  );
}
