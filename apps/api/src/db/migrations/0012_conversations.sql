-- A session may go on with an earlier one of the same visitor (a reload, another page of the
-- site): conversation_id names the conversation's first session, NULL on that first session.
ALTER TABLE chat_sessions
  ADD COLUMN conversation_id integer REFERENCES chat_sessions (id) ON DELETE CASCADE;
CREATE INDEX chat_sessions_conversation ON chat_sessions (conversation_id)
  WHERE conversation_id IS NOT NULL;
