/**
 * The SQL of when the conversation whose first session's id is the SQL expression `conversation`
 * was last active: a session of it started (a page opened) or closed (the page left), a message
 * was sent, or the visitor rated an answer. What a visitor's return is measured from.
 */
export function lastActivityOf(conversation: string): string {
  return `(SELECT GREATEST(max(c.started_at), max(c.closed_at), max(m.sent_at), max(m.rated_at))
     FROM chat_sessions c LEFT JOIN messages m ON m.session_id = c.id
    WHERE c.id = ${conversation} OR c.conversation_id = ${conversation})`;
}
