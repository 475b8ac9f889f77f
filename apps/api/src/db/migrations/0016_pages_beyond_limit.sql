-- The pages of a site that a crawl found but left unread because it had read its knowledge base's
-- max_crawls pages: on the task of that crawl, and on the knowledge base from its last crawl that
-- read any page (0: the crawl read every page it found).

ALTER TABLE tasks ADD COLUMN pages_beyond_limit integer NOT NULL DEFAULT 0
  CHECK (pages_beyond_limit >= 0);

ALTER TABLE knowledge_bases ADD COLUMN pages_beyond_limit integer NOT NULL DEFAULT 0
  CHECK (pages_beyond_limit >= 0);
