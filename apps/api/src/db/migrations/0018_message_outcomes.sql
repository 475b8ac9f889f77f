-- What answered each of the assistant's messages (`AnswerOutcome` of the API's contract:
-- 'passages', 'model', 'no_answer', 'provider_fallback') and how sure retrieval was of the
-- passage behind it (0 to 1). NULL for visitors' messages and for answers stored before.
ALTER TABLE messages ADD COLUMN outcome text, ADD COLUMN confidence double precision;
