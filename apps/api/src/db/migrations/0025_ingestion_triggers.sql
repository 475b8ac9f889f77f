-- What started an ingestion task: its knowledge base's creation, a new content (a text, a
-- file), a user asking for it, or its schedule. NULL for embeddings, and for tasks queued before.
ALTER TABLE tasks ADD COLUMN ingestion_trigger text
  CHECK (ingestion_trigger IN ('created', 'content', 'manual', 'scheduled'));
