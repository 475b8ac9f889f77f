import type { MissKind } from "@org/api-client";
import { LOW_CONFIDENCE } from "@org/knowledge";

// What makes an assistant's answer a miss, as SQL conditions on its row of `messages`.

/** Each kind of miss, as a condition on the answer's row `m`. */
export const MISS_KINDS: Record<MissKind, (m: string) => string> = {
  no_answer: (m) => `${m}.outcome = 'no_answer'`,
  disliked: (m) => `${m}.rating = -1`,
  low_confidence: (m) => `(${m}.outcome <> 'no_answer' AND ${m}.confidence < ${LOW_CONFIDENCE})`,
};

export const MISS_KIND_NAMES = Object.keys(MISS_KINDS) as MissKind[];

/**
 * The answer `m` is a miss, of any kind. A courtesy reply to small talk (a greeting, thanks) is
 * none, whatever its rating: the visitor asked nothing.
 */
export function isMiss(m: string): string {
  return `(${m}.outcome IS DISTINCT FROM 'small_talk'
           AND (${MISS_KIND_NAMES.map((kind) => MISS_KINDS[kind](m)).join(" OR ")}))`;
}

/** The visitor's question that the answer `m` answers: the session's message just before it. */
export function questionOf(m: string): string {
  return `(SELECT q.message FROM messages q
            WHERE q.session_id = ${m}.session_id AND q.id < ${m}.id AND q.sent_from = 'user'
            ORDER BY q.id DESC LIMIT 1)`;
}
