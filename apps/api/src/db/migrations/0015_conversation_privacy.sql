-- When the visitor last rated an answer (NULL: never): a rating is the conversation's activity,
-- from which the window to go on with it after a reload is counted.
ALTER TABLE messages ADD COLUMN rated_at timestamptz;
