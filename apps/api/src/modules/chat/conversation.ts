import { RESUME_WINDOW_MS } from "@org/api-client";

// What makes one conversation: its first session, and the sessions that went on with it (after a
// reload, on another page, within RESUME_WINDOW_MS), which name the first in `conversation_id`.

/** The SQL of the conversation of the session aliased `session`: its first session's id. */
export function conversationOf(session: string): string {
  return `COALESCE(${session}.conversation_id, ${session}.id)`;
}

/** The SQL condition that the session aliased `session` is the first of its conversation. */
export function startsConversation(session: string): string {
  return `${session}.conversation_id IS NULL`;
}

/**
 * The SQL condition that the session aliased `session` belongs to the conversation whose first
 * session's id is the SQL expression `conversation`.
 */
export function inConversation(session: string, conversation: string): string {
  return `(${session}.id = ${conversation} OR ${session}.conversation_id = ${conversation})`;
}

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
    WHERE ${inConversation("c", conversation)})`;
}

/**
 * The SQL of whether that conversation was active within RESUME_WINDOW_MS. Past it, the
 * conversation has expired for good: none of its sessions asks or rates any more, and no new
 * session goes on with it (nothing can make it active again).
 */
export function activeWithinResumeWindow(conversation: string): string {
  return `(${lastActivityOf(conversation)} > now() - interval '${RESUME_WINDOW_MS} milliseconds')`;
}
