-- Embeddings (semantic retrieval) through each account's OpenAI-compatible provider.

-- The embedding model of an account; NULL: the server's (OPENAI_EMBEDDING_MODEL), and no
-- embeddings when neither names one.
ALTER TABLE accounts ADD COLUMN embedding_model text;

-- Why the last embedding of a knowledge base left chunks without a vector (provider down, no
-- pgvector), in French for the back-office; NULL once every chunk has one.
ALTER TABLE knowledge_bases ADD COLUMN embedding_error text;

-- A task that embeds the chunks of a knowledge base missing a vector, after a change of model.
ALTER TABLE tasks DROP CONSTRAINT tasks_kind_check;
ALTER TABLE tasks ADD CONSTRAINT tasks_kind_check
  CHECK (kind IN ('text_ingest', 'url_ingest', 'document_ingest', 'embed'));

-- What the progress counts: pages or steps read, or chunks embedded.
ALTER TABLE tasks ADD COLUMN progress_stage text NOT NULL DEFAULT 'reading'
  CHECK (progress_stage IN ('reading', 'embedding'));
