import { beginExchange, createLogger, loadConfig, startSession } from "@org/api/parts";
import { createKnowledgeEngine } from "@org/knowledge";
import type { Db } from "./api-database";
import { type BenchDatabase, pgliteBenchDatabase, postgresBenchDatabase } from "./bench-databases";
import { createChatBotFixture } from "./chat-bot-fixture";
import { percentile, round } from "./stats";

// Where a message's time goes, phase by phase, in the API's own code (no HTTP, one request at a
// time), beside the statements of the server benchmark's INSERT floor and of a session start.
const CHUNKS = 10_000;
const QUESTIONS = 200;
const SEED = 20_251_121;
/** Messages sent before timing: every question once at least, so its words are known. */
const WARM_UP_MESSAGES = 400;
const TIMED_MESSAGES = 600;
/** Sessions the messages go round, within the per-session limit of 20 a minute. */
const SESSIONS = 100;

type Phase = "insert" | "start" | "exchange" | "answer" | "answerInsert";

const PHASE_NAMES: Record<Phase, string> = {
  insert: "INSERT floor's statement: one `INSERT … RETURNING id`",
  start: "session start: its one statement",
  exchange: "message, 1: its first statement (limits, session, bot, history; stores the question)",
  answer: "message, 2: the answer (retrieval and extractive answer, in the process)",
  answerInsert: "message, 3: its second statement (stores the answer)",
};

interface PhaseTiming {
  phase: Phase;
  p50Ms: number;
  p95Ms: number;
}

export interface MessagePhasesResult {
  database: BenchDatabase["name"];
  phases: PhaseTiming[];
  /**
   * The INSERT floor's statement over a message's two statements (medians): the most a message
   * could reach of the INSERT floor's throughput if answering and HTTP took no time at all.
   */
  statementsCeiling: number;
}

/** Times each phase of a message on PGlite and, when given, on PostgreSQL. */
export async function measureMessagePhases(options: {
  postgresUrl?: string;
  log?: (line: string) => void;
}): Promise<MessagePhasesResult[]> {
  const log = options.log ?? (() => {});
  const opened = [() => pgliteBenchDatabase()];
  const { postgresUrl } = options;
  if (postgresUrl) opened.push(() => postgresBenchDatabase(postgresUrl));
  const results: MessagePhasesResult[] = [];
  for (const open of opened) {
    const database = await open();
    try {
      log(`${database.name}: a bot with a knowledge base of ${CHUNKS} chunks`);
      const db = await database.open();
      try {
        results.push(await measureOn(db, database));
      } finally {
        await db.close();
      }
    } finally {
      await database.dispose();
    }
  }
  return results;
}

async function measureOn(db: Db, database: BenchDatabase): Promise<MessagePhasesResult> {
  const fixture = await createChatBotFixture(db, {
    chunks: CHUNKS,
    questions: QUESTIONS,
    seed: SEED,
  });
  const durations: Record<Phase, number[]> = {
    insert: [],
    start: [],
    exchange: [],
    answer: [],
    answerInsert: [],
  };
  const engine = createKnowledgeEngine({ logger: createLogger("warn") });
  let answering = false;
  const deps = {
    db: timedDb(db, (name, ms) => {
      if (name === "chat_answer_insert" && answering) durations.answerInsert.push(ms);
    }),
    config: loadConfig({ ...database.env, TRUST_PROXY: "true" }),
    logger: createLogger("warn"),
    engine: {
      ...engine,
      answer: async (request: Parameters<typeof engine.answer>[0]) => {
        const started = performance.now();
        const result = await engine.answer(request);
        if (answering) durations.answer.push(performance.now() - started);
        return result;
      },
    },
  };

  let visitor = 0;
  const newVisitor = () => {
    visitor += 1;
    return {
      address: `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
      origin: undefined,
    };
  };
  const sessions: Awaited<ReturnType<typeof startSession>>[] = [];
  for (let at = 0; at < SESSIONS; at++) {
    sessions.push(await startSession(deps, { bot_id: fixture.botId }, newVisitor()));
  }
  const send = async (turn: number) => {
    const session = sessions[turn % sessions.length];
    if (!session) throw new Error("no session");
    const started = performance.now();
    const exchange = await beginExchange(
      deps,
      {
        session_id: session.session_id,
        session_secret: session.session_secret,
        message: fixture.questions[turn % fixture.questions.length] as string,
      },
      newVisitor(),
    );
    if (answering) durations.exchange.push(performance.now() - started);
    await exchange.answer();
  };
  for (let turn = 0; turn < WARM_UP_MESSAGES; turn++) await send(turn);
  answering = true;
  for (let turn = WARM_UP_MESSAGES; turn < WARM_UP_MESSAGES + TIMED_MESSAGES; turn++) {
    await send(turn);
  }
  answering = false;

  await db.query("CREATE TABLE phase_floor_messages (id serial PRIMARY KEY, body jsonb NOT NULL)");
  for (let at = 0; at < TIMED_MESSAGES; at++) {
    const started = performance.now();
    await db.query("INSERT INTO phase_floor_messages (body) VALUES ($1) RETURNING id", [
      JSON.stringify({ visitor: at }),
    ]);
    durations.insert.push(performance.now() - started);
    const startedSession = performance.now();
    await startSession(deps, { bot_id: fixture.botId }, newVisitor());
    durations.start.push(performance.now() - startedSession);
  }

  const phases = (Object.keys(PHASE_NAMES) as Phase[]).map((phase) => ({
    phase,
    p50Ms: round(percentile(durations[phase], 50), 3),
    p95Ms: round(percentile(durations[phase], 95), 3),
  }));
  const median = (phase: Phase) => percentile(durations[phase], 50);
  return {
    database: database.name,
    phases,
    statementsCeiling: round(median("insert") / (median("exchange") + median("answerInsert")), 2),
  };
}

/** `db`, reporting how long each prepared statement took. */
function timedDb(db: Db, report: (name: string, ms: number) => void): Db {
  return {
    ...db,
    async queryPrepared<Row>(name: string, sql: string, params: readonly unknown[]) {
      const started = performance.now();
      const result = await db.queryPrepared<Row>(name, sql, params);
      report(name, performance.now() - started);
      return result;
    },
  };
}

export function formatMessagePhases(results: readonly MessagePhasesResult[]): string {
  const lines = [
    "## Where a message's time goes",
    "",
    `In the API's own code, one request at a time, no HTTP: ${TIMED_MESSAGES} messages after ` +
      `${WARM_UP_MESSAGES} untimed, to a bot whose knowledge base holds ${CHUNKS.toLocaleString("en")} chunks.`,
  ];
  for (const result of results) {
    lines.push("", `### ${result.database}`, "", "| phase | p50 | p95 |", "|---|---:|---:|");
    for (const { phase, p50Ms, p95Ms } of result.phases) {
      lines.push(`| ${PHASE_NAMES[phase]} | ${p50Ms} ms | ${p95Ms} ms |`);
    }
    lines.push(
      "",
      `The INSERT floor's statement over a message's two statements: ${Math.round(result.statementsCeiling * 100)} % ` +
        "(the most a message could reach of the floor's throughput if answering and HTTP took no time).",
    );
  }
  return lines.join("\n");
}
