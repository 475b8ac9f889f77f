-- Each source under an answer names the knowledge base its passage comes from
-- (`knowledge_base_id` in `messages.links`), so that a text's or a document's passage is shown
-- and counted under that base's name. The answers given before are matched by their passage's
-- text with the passages their assistant's account still holds; a passage no longer held stays
-- without a knowledge base.
WITH cited AS (
  SELECT m.id AS message_id, l.n, l.link->>'chunk' AS chunk, b.account_id
    FROM messages m
    JOIN chat_sessions s ON s.id = m.session_id
    JOIN bots b ON b.id = s.bot_id,
         jsonb_array_elements(m.links) WITH ORDINALITY AS l(link, n)
   WHERE m.sent_from = 'bot' AND jsonb_typeof(m.links) = 'array'
     AND jsonb_typeof(l.link) = 'object' AND COALESCE(l.link->>'chunk', '') <> ''
), found AS (
  SELECT DISTINCT ON (c.message_id, c.n) c.message_id, c.n, k.knowledge_base_id
    FROM cited c
    JOIN knowledge_chunks k ON k.content = c.chunk
    JOIN knowledge_bases kb ON kb.id = k.knowledge_base_id AND kb.account_id = c.account_id
   ORDER BY c.message_id, c.n, k.knowledge_base_id
)
UPDATE messages m SET links = (
  SELECT jsonb_agg(CASE WHEN f.knowledge_base_id IS NULL THEN l.link
                        ELSE l.link || jsonb_build_object('knowledge_base_id', f.knowledge_base_id)
                   END ORDER BY l.n)
    FROM jsonb_array_elements(m.links) WITH ORDINALITY AS l(link, n)
    LEFT JOIN found f ON f.message_id = m.id AND f.n = l.n
)
WHERE m.id IN (SELECT message_id FROM found);
