-- A counter bumped by every ingestion of a knowledge base. Servers keep an in-memory search
-- index per knowledge base built from its chunks; they compare this counter with the one their
-- index was built at, so every instance drops a stale index after any instance re-ingests.
ALTER TABLE knowledge_bases ADD COLUMN index_version bigint NOT NULL DEFAULT 0;
