import { RESUME_WINDOW_MS } from "@org/api-client";

/**
 * The SQL of when the conversation whose first session's id is the SQL expression `conversation`
 * was last active: a session of it started (a page opened), a message was sent, or the visitor
 * rated an answer. Closing a session is not activity: anyone holding the secret of a session
 * never closed (a crashed tab, a phone that never sent the close) could otherwise make an idle
 * conversation look recent, and have it handed back.
 */
export function lastActivityOf(conversation: string): string {
  return `(SELECT GREATEST(max(c.started_at), max(m.sent_at), max(m.rated_at))
     FROM chat_sessions c LEFT JOIN messages m ON m.session_id = c.id
    WHERE c.id = ${conversation} OR c.conversation_id = ${conversation})`;
}

/**
 * The SQL of whether that conversation was active within RESUME_WINDOW_MS. Past it, the
 * conversation has expired for good: none of its sessions asks or rates any more, and no new
 * session goes on with it (nothing can make it active again).
 */
export function activeWithinResumeWindow(conversation: string): string {
  return `(${lastActivityOf(conversation)} > now() - interval '${RESUME_WINDOW_MS} milliseconds')`;
}
