-- The kind of knowledge base a task works on (text, url or document), kept with its name once the
-- knowledge base is deleted: the tasks of documents are shown only to those who may see documents.
-- An embedding queued before, whose knowledge base is gone, stays of no known kind (NULL).
ALTER TABLE tasks ADD COLUMN knowledge_base_type text
  CHECK (knowledge_base_type IN ('text', 'url', 'document'));

UPDATE tasks t SET knowledge_base_type = k.type
  FROM knowledge_bases k WHERE k.id = t.knowledge_base_id;

UPDATE tasks SET knowledge_base_type = CASE kind
    WHEN 'text_ingest' THEN 'text' WHEN 'url_ingest' THEN 'url' WHEN 'document_ingest' THEN 'document'
  END
  WHERE knowledge_base_type IS NULL AND kind IN ('text_ingest', 'url_ingest', 'document_ingest');
