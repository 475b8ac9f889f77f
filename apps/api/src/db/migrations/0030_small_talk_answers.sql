-- Whether a bot's message answers small talk (a greeting, thanks, a goodbye: the visitor asked
-- nothing), whoever wrote the reply: the courtesy reply (outcome `small_talk`) or the
-- organisation's curated answer to it (outcome `curated`). The analytics count no question for it.
ALTER TABLE messages ADD COLUMN answers_small_talk boolean NOT NULL DEFAULT false;
UPDATE messages SET answers_small_talk = true WHERE outcome = 'small_talk';
