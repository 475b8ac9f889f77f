import { type MissKind, type MissKindCounts, missKindSchema } from "@org/api-client";
import { Badge } from "@org/ui";
import { MISS_KINDS } from "../data/improvement-labels";

/** How a question was missed: a badge per kind with how many times; none for a kind not seen. */
export function ImprovementsKindCounts({ kinds }: { kinds: MissKindCounts }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {missKindSchema.options
        .filter((kind) => kinds[kind] > 0)
        .map((kind) => (
          <Badge key={kind} variant={MISS_KINDS[kind].variant} title={MISS_KINDS[kind].hint}>
            {`${MISS_KINDS[kind].label} · ${kinds[kind]}`}
          </Badge>
        ))}
    </span>
  );
}

/** How one answer was missed: a badge per kind (an answer may be disliked and unsure at once). */
export function ImprovementsMissKinds({ kinds }: { kinds: readonly MissKind[] }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {kinds.map((kind) => (
        <Badge key={kind} variant={MISS_KINDS[kind].variant} title={MISS_KINDS[kind].hint}>
          {MISS_KINDS[kind].label}
        </Badge>
      ))}
    </span>
  );
}
