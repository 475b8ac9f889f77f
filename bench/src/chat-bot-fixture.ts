import { type Db, DEFAULT_CHANNEL_TYPE, DEFAULT_MODEL, migrate } from "./api-database";
import { crawlTownHallSite, ingestScaleKnowledgeBase } from "./scale-knowledge-base";

export interface ChatBotFixture {
  botId: number;
  knowledgeBaseId: number;
  /** Questions a visitor could ask of the knowledge base. */
  questions: string[];
  pages: number;
  ingestMs: number;
}

/**
 * Migrates `db` and adds an active bot whose one knowledge base holds `chunks` chunks (the
 * fixture site and generated pages). The bot has no provider key: it answers extractively.
 */
export async function createChatBotFixture(
  db: Db,
  { chunks, questions, seed }: { chunks: number; questions: number; seed: number },
): Promise<ChatBotFixture> {
  await migrate(db);
  const created = await db.query<{ id: number }>(
    `WITH account AS (INSERT INTO accounts (name) VALUES ('Mairie') RETURNING id)
     INSERT INTO knowledge_bases (account_id, type, name)
     SELECT id, 'url', 'Site de la mairie' FROM account RETURNING id`,
  );
  const knowledgeBaseId = Number(created.rows[0]?.id);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO bots (account_id, name, model, channel_type, welcome_message)
     SELECT account_id, 'Mairie', $2, $3, 'Bonjour ! Posez votre question.'
     FROM knowledge_bases WHERE id = $1 RETURNING id`,
    [knowledgeBaseId, DEFAULT_MODEL, DEFAULT_CHANNEL_TYPE],
  );
  const botId = Number(rows[0]?.id);
  await db.query("INSERT INTO bot_knowledge_bases (bot_id, knowledge_base_id) VALUES ($1, $2)", [
    botId,
    knowledgeBaseId,
  ]);
  const base = await ingestScaleKnowledgeBase(db, knowledgeBaseId, await crawlTownHallSite(), {
    chunks,
    questions,
    seed,
  });
  return {
    botId,
    knowledgeBaseId,
    questions: base.questions,
    pages: base.pages,
    ingestMs: base.ingestMs,
  };
}
