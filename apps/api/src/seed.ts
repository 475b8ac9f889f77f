import type { Config } from "./config";
import { DEFAULT_CHANNEL_TYPE, DEFAULT_MODEL } from "./constants";
import type { Db } from "./db/types";
import { generatedPassword, hashPassword } from "./modules/auth/passwords";
import { enqueueIngestion } from "./modules/tasks/tasks-service";

/** Any constant shared by every instance: only one of several servers starting at once seeds. */
const SEED_LOCK = 724_310_002;

export interface SeedResult {
  /** False when this installation was already seeded. */
  seeded: boolean;
  /** The admin's password, when the server made it up (shown once, at this first start). */
  generatedPassword?: string;
}

const DEMO = {
  account: "Démo",
  bot: {
    name: "Assistant IA",
    welcomeMessage:
      "Bonjour ! Je suis l'assistant de démonstration.\nPosez-moi une question sur la plateforme.",
    systemPrompt:
      "Tu es l'assistant de démonstration de la plateforme Assistant IA. Réponds en français, " +
      "brièvement, uniquement à partir de la base de connaissances ; si elle ne contient pas " +
      "la réponse, dis-le simplement.",
  },
  bubbles: [
    "Bonjour 👋 Une question ? Je suis là pour vous aider.",
    "Découvrez comment créer votre propre assistant.",
  ],
  shortcuts: [
    { label: "Que sait faire cet assistant ?", value: "Que sait faire cet assistant ?" },
    { label: "Créer un assistant", value: "Comment créer mon propre assistant ?" },
  ],
  knowledge: {
    name: "Présentation d'Assistant IA",
    value: [
      "Ce que sait faire cet assistant : c'est l'assistant de démonstration d'Assistant IA. Il " +
        "répond aux questions sur la plateforme (créer un assistant, lui donner une base de " +
        "connaissances, intégrer le widget à un site) à partir de cette base de connaissances, " +
        "en citant ses sources.",
      "Assistant IA est une plateforme open source pour créer des assistants conversationnels " +
        "qui répondent aux visiteurs d'un site à partir d'une base de connaissances.",
      "Un assistant se crée depuis le back-office : on lui donne un nom, un message d'accueil, " +
        "un avatar et des instructions, puis on lui associe des bases de connaissances.",
      "Une base de connaissances peut être un texte saisi directement, un site web exploré " +
        "page par page, ou des documents téléversés (PDF, DOCX, Markdown, texte, HTML).",
      "Le widget de discussion s'intègre à n'importe quel site avec un simple script ou un " +
        "iframe. Les réponses citent leurs sources, et les visiteurs peuvent les noter.",
    ].join("\n\n"),
  },
};

/**
 * The first start of an installation: an admin (from the environment, else with a generated
 * password) and, unless `seedDemo` is off, a demo bot with a small knowledge base, so one can
 * sign in and chat at once. Later starts change nothing, even if the demo was deleted since.
 */
export async function seed(
  db: Db,
  config: Pick<Config, "admin" | "seedDemo">,
): Promise<SeedResult> {
  const madeUp = config.admin.password ? undefined : generatedPassword();
  const passwordHash = await hashPassword(config.admin.password ?? (madeUp as string));

  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SEED_LOCK]);
    const done = await tx.query("SELECT 1 FROM instance_state WHERE key = 'seeded_at'");
    if (done.rows.length > 0) return { seeded: false };

    const existing = await tx.query<{ id: number }>(
      "SELECT id FROM users WHERE lower(username) = lower($1)",
      [config.admin.username],
    );
    const adminId =
      existing.rows[0]?.id ??
      (
        await tx.query<{ id: number }>(
          `INSERT INTO users (username, email, password_hash, is_staff, first_name)
           VALUES ($1, $2, $3, true, 'Admin') RETURNING id`,
          [config.admin.username, config.admin.email, passwordHash],
        )
      ).rows[0]?.id;
    if (config.seedDemo) await seedDemo(tx, adminId as number);
    await tx.query("INSERT INTO instance_state (key, value) VALUES ('seeded_at', now()::text)");
    return existing.rows[0] ? { seeded: true } : { seeded: true, generatedPassword: madeUp };
  });
}

/** The demo account, the admin its member, and its bot with bubbles, shortcuts and knowledge. */
async function seedDemo(tx: Db, adminId: number): Promise<void> {
  const accountId = await insertId(tx, "INSERT INTO accounts (name) VALUES ($1) RETURNING id", [
    DEMO.account,
  ]);
  await tx.query("INSERT INTO memberships (user_id, account_id) VALUES ($1, $2)", [
    adminId,
    accountId,
  ]);
  const botId = await insertId(
    tx,
    `INSERT INTO bots (account_id, name, model, channel_type, system_prompt, welcome_message)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      accountId,
      DEMO.bot.name,
      DEFAULT_MODEL,
      DEFAULT_CHANNEL_TYPE,
      DEMO.bot.systemPrompt,
      DEMO.bot.welcomeMessage,
    ],
  );
  for (const [order, message] of DEMO.bubbles.entries()) {
    await tx.query('INSERT INTO bubble_messages (bot_id, message, "order") VALUES ($1, $2, $3)', [
      botId,
      message,
      order,
    ]);
  }
  for (const [order, shortcut] of DEMO.shortcuts.entries()) {
    await tx.query(
      'INSERT INTO shortcuts (bot_id, label, value, "order") VALUES ($1, $2, $3, $4)',
      [botId, shortcut.label, shortcut.value, order],
    );
  }
  const knowledgeBaseId = await insertId(
    tx,
    "INSERT INTO knowledge_bases (account_id, type, name, value) VALUES ($1, 'text', $2, $3) RETURNING id",
    [accountId, DEMO.knowledge.name, DEMO.knowledge.value],
  );
  await tx.query("INSERT INTO bot_knowledge_bases (bot_id, knowledge_base_id) VALUES ($1, $2)", [
    botId,
    knowledgeBaseId,
  ]);
  await enqueueIngestion(tx, "text_ingest", knowledgeBaseId, "created");
}

async function insertId(db: Db, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ id: number }>(sql, params);
  return (rows[0] as { id: number }).id;
}
