import type { AnswerOutcome } from "@org/api-client";
import type { AnswerResult } from "@org/knowledge";

/**
 * What answered, from the engine's result: a model that fails before writing anything is
 * replaced by quoted passages (`provider_fallback`); one that fails midway leaves its answer cut,
 * still the model's. An answer with nothing relevant behind it is `no_answer` whoever wrote it.
 */
export function answerOutcome(
  result: Pick<AnswerResult, "mode" | "fallbackReason">,
): AnswerOutcome {
  if (result.mode === "no_answer") return "no_answer";
  if (result.mode === "llm") return "model";
  return result.fallbackReason === undefined ? "passages" : "provider_fallback";
}
