import { isWebAddress, type SyncSchedule } from "@org/api-client";
import type { Actor } from "../../actor";
import type { Db } from "../../db/types";
import { NotFoundError, ValidationError } from "../../errors";
import { messages } from "../../lib/validation";
import { enqueueIngestion } from "../tasks/tasks-service";
import { type KnowledgeConfig, resolveAccount } from "./knowledge-bases";
import { storeSyncSchedule } from "./sync-schedules";
import { findTextKnowledge, getTextKnowledge, type TextKnowledgeView } from "./text-knowledge";

// Knowledge bases of the URL kind: a site crawled by a task, read back like a text one.

export interface UrlKnowledgeInput {
  name: string;
  url: string;
  depth: number;
  max_crawls: number;
  ignore_patterns: string[];
  is_active?: boolean;
  account?: number;
}

export async function createUrlKnowledge(
  db: Db,
  config: KnowledgeConfig,
  actor: Actor,
  input: UrlKnowledgeInput,
): Promise<TextKnowledgeView & { task: number }> {
  const url = input.url.trim();
  if (!isWebAddress(url)) throw new ValidationError({ url: [messages.invalidUrl] });
  const accountId = await resolveAccount(db, actor, input.account);
  const { id, task } = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO knowledge_bases (account_id, type, name, url, is_active, crawl_depth,
                                    crawl_max_pages, crawl_ignore_patterns)
       VALUES ($1, 'url', $2, $3, $4, $5, $6, $7::jsonb) RETURNING id`,
      [
        accountId,
        input.name,
        url,
        input.is_active ?? true,
        input.depth,
        input.max_crawls,
        JSON.stringify(input.ignore_patterns),
      ],
    );
    const knowledgeBaseId = (rows[0] as { id: number }).id;
    return {
      id: knowledgeBaseId,
      task: await enqueueIngestion(tx, "url_ingest", knowledgeBaseId, "created"),
    };
  });
  return { ...(await getTextKnowledge(db, config, actor, id)), task };
}

/** Crawls a URL knowledge base again (or answers the task already queued to). */
export async function reingestUrlKnowledge(db: Db, actor: Actor, id: number): Promise<number> {
  const base = await findTextKnowledge(db, actor, id);
  if (base.type !== "url") throw new NotFoundError();
  return db.transaction((tx) => enqueueIngestion(tx, "url_ingest", id, "manual"));
}

/** Sets when a URL knowledge base's site is crawled again by itself, and answers the base. */
export async function setSyncSchedule(
  db: Db,
  config: KnowledgeConfig,
  actor: Actor,
  id: number,
  schedule: Required<SyncSchedule>,
): Promise<TextKnowledgeView> {
  const base = await findTextKnowledge(db, actor, id);
  if (base.type !== "url") throw new NotFoundError();
  await storeSyncSchedule(db, id, schedule);
  return getTextKnowledge(db, config, actor, id);
}
