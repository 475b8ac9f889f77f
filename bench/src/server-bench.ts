import type { Db } from "./api-database";
import { type BenchDatabase, pgliteBenchDatabase, postgresBenchDatabase } from "./bench-databases";
import { type ChatBotFixture, createChatBotFixture } from "./chat-bot-fixture";
import { type LoadFigures, type LoadSeries, loadSeries } from "./load";
import { currentLoad, describeMachine, type Machine } from "./machine";
import {
  INSERT_FLOOR_TABLE,
  type ServerProcess,
  startApiProcess,
  startFloorProcess,
} from "./server-processes";
import { percentile, round } from "./stats";
import { runVisitors, type VisitorsFigures, type VisitorsRun } from "./visitors";

/** What visitors feel: the 95th percentile of the time a question takes to be answered. */
export const SERVER_BUDGET = { maxVisitorP95Ms: 100 } as const;

interface RunSizes {
  connections: number;
  /** Untimed load of each target first, at least that long, longer while its rate climbs. */
  warmUpSeconds: number;
  /** The longest warm-up of a target whose rate keeps climbing. */
  maxWarmUpSeconds: number;
  /** The targets take turns, each loaded for one slice per turn. */
  turns: number;
  sliceSeconds: number;
}

const RUN_SIZES: Record<"full" | "short", RunSizes> = {
  full: { connections: 10, warmUpSeconds: 3, maxWarmUpSeconds: 20, turns: 10, sliceSeconds: 2 },
  short: { connections: 10, warmUpSeconds: 1, maxWarmUpSeconds: 12, turns: 3, sliceSeconds: 1 },
};
/** Visitors chatting at once, each reading an answer for 1 to 3 s before the next question. */
const VISITORS_AT_ONCE = 50;
const VISITORS: Record<"full" | "short", VisitorsRun> = {
  full: { visitors: VISITORS_AT_ONCE, questionsPerVisitor: 10, thinkMs: [1000, 3000] },
  short: { visitors: VISITORS_AT_ONCE, questionsPerVisitor: 4, thinkMs: [1000, 3000] },
};
const CHUNKS = 10_000;
const SEED = 20_251_121;
/** Distinct questions the visitors ask, in turn. */
const QUESTIONS = 200;

export type Figure = "hello" | "insert" | "start" | "message";
const FIGURES: Figure[] = ["hello", "insert", "start", "message"];

export const FIGURE_NAMES: Record<Figure, string> = {
  hello: "floor: node:http hello world",
  insert: "floor: node:http, one INSERT per request",
  start: "POST /api/sessions/start",
  message: "POST /api/sessions/message",
};

export interface FigureSummary {
  /** Median over the timed slices. */
  requestsPerSecond: number;
  /** How long the untimed warm-up took until the rate stopped climbing. */
  warmUpSeconds: number;
  /** Over every timed request. */
  latencyMs: { p50: number; p97_5: number; p99: number };
  /** Timed requests. */
  requests: number;
  /** Non-2xx responses, connection errors and timeouts, warm-up included. */
  errors: number;
  /** Median over the turns of requests/s divided by the INSERT floor's in the same turn. */
  ratioToInsertFloor: number;
}

export interface RowCount {
  expected: number;
  stored: number;
}

export interface DatabaseResult {
  database: BenchDatabase["name"];
  figures: Record<Figure, FigureSummary>;
  /** The visitors chatting at once, after the throughput turns. */
  visitors: VisitorsFigures;
  /** Rows the successful requests wrote, counted in the database after the servers stopped. */
  rows: {
    insertFloor: RowCount;
    sessions: RowCount;
    visitorMessages: RowCount;
    answers: RowCount;
  };
}

export interface ServerBudget {
  id: `${"pglite" | "postgres"}:${"visitors" | "errors" | "rows"}`;
  name: string;
  limit: string;
  measured: string;
  pass: boolean;
}

export interface ServerBenchResult {
  mode: "full" | "short";
  startedAt: string;
  environment: Machine;
  run: RunSizes & { chunks: number; visitors: VisitorsRun };
  databases: DatabaseResult[];
  budgets: ServerBudget[];
}

export interface ServerBenchOptions {
  short?: boolean;
  /** A PostgreSQL server to measure on beside PGlite (a database of its own is made there). */
  postgresUrl?: string;
  /** Writes the API process's CPU profiles there. */
  cpuProfileDir?: string;
  log?: (line: string) => void;
}

/**
 * Loads the API (started as in production, in its own process) on 127.0.0.1 with autocannon:
 * session starts, then messages over those sessions to a bot whose knowledge base holds 10,000
 * chunks; beside two floors measured in the same run, on PGlite and, when given, PostgreSQL.
 */
export async function runServerBench(options: ServerBenchOptions = {}): Promise<ServerBenchResult> {
  const mode = options.short ? "short" : "full";
  const sizes = RUN_SIZES[mode];
  const log = options.log ?? (() => {});
  const startedAt = new Date().toISOString();
  const loadAtStart = currentLoad();
  const databases: DatabaseResult[] = [];
  const opened = [() => pgliteBenchDatabase()];
  const { postgresUrl } = options;
  if (postgresUrl) opened.push(() => postgresBenchDatabase(postgresUrl));
  for (const open of opened) {
    const database = await open();
    try {
      databases.push(await measureDatabase(database, sizes, options, log));
    } finally {
      await database.dispose();
    }
  }
  return {
    mode,
    startedAt,
    environment: describeMachine(loadAtStart),
    run: { ...sizes, chunks: CHUNKS, visitors: VISITORS[mode] },
    databases,
    budgets: databases.flatMap(budgetsOf),
  };
}

async function measureDatabase(
  database: BenchDatabase,
  sizes: RunSizes,
  options: ServerBenchOptions,
  log: (line: string) => void,
): Promise<DatabaseResult> {
  log(`${database.name}: a bot with a knowledge base of ${CHUNKS} chunks`);
  const fixture = await withDb(database.open(), (db) =>
    createChatBotFixture(db, { chunks: CHUNKS, questions: QUESTIONS, seed: SEED }),
  );
  const starting = [
    startFloorProcess("hello", {}),
    startFloorProcess("insert", { env: database.floorEnv }),
    startApiProcess({ env: database.env, cpuProfileDir: options.cpuProfileDir }),
  ];
  const visitorsRun = VISITORS[options.short ? "short" : "full"];
  const { figures, visitors } = await withServers(starting, async (servers) => {
    const [hello, insert, api] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const series: Record<Figure, LoadSeries> = {
      hello: loadSeries(
        { url: hello.url, request: { method: "GET", path: "/" } },
        sizes.connections,
      ),
      insert: loadSeries(insertFloorTarget(insert.url), sizes.connections),
      ...chatSeries(api.url, fixture, sizes.connections),
    };
    log(`${database.name}: warm-up`);
    for (const figure of FIGURES) {
      await series[figure].warmUp(sizes.warmUpSeconds, sizes.maxWarmUpSeconds);
    }
    for (let turn = 1; turn <= sizes.turns; turn += 1) {
      log(`${database.name}: turn ${turn} of ${sizes.turns}`);
      for (const figure of FIGURES) await series[figure].slice(sizes.sliceSeconds);
    }
    log(`${database.name}: ${visitorsRun.visitors} visitors chatting at once`);
    return {
      figures: {
        hello: series.hello.figures(),
        insert: series.insert.figures(),
        start: series.start.figures(),
        message: series.message.figures(),
      },
      visitors: await runVisitors(api.url, fixture, visitorsRun, SEED),
    };
  });
  const rows = await withDb(database.open(), (db) => countChatRows(db, fixture.botId));
  const floorRows = await withDb(database.openFloor(), (db) =>
    count(db, `SELECT count(*) AS count FROM ${INSERT_FLOOR_TABLE}`),
  );
  return {
    database: database.name,
    figures: {
      hello: summarise(figures, "hello"),
      insert: summarise(figures, "insert"),
      start: summarise(figures, "start"),
      message: summarise(figures, "message"),
    },
    visitors,
    rows: {
      insertFloor: { expected: figures.insert.succeeded, stored: floorRows },
      sessions: {
        expected: figures.start.succeeded + visitors.succeeded.starts,
        stored: rows.sessions,
      },
      visitorMessages: {
        expected: figures.message.succeeded + visitors.succeeded.messages,
        stored: rows.visitorMessages,
      },
      answers: {
        expected: figures.message.succeeded + visitors.succeeded.messages,
        stored: rows.answers,
      },
    },
  };
}

interface StartedSession {
  id: number;
  secret: string;
}

/**
 * Visitors start sessions, each from an address of its own; then they chat, in turn, in the
 * sessions started so far.
 */
function chatSeries(url: string, fixture: ChatBotFixture, connections: number) {
  const sessions: StartedSession[] = [];
  let visitor = 0;
  const start = loadSeries(
    {
      url,
      request: {
        method: "POST",
        path: "/api/sessions/start",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ bot_id: fixture.botId }),
        setupRequest: (request) => {
          visitor += 1;
          return {
            ...request,
            headers: { ...request.headers, "x-forwarded-for": visitorAddress(visitor) },
          };
        },
        onResponse: (status, body) => {
          if (status !== 201) return;
          const started = JSON.parse(body) as { session_id: number; session_secret: string };
          sessions.push({ id: started.session_id, secret: started.session_secret });
        },
      },
    },
    connections,
  );

  let turn = 0;
  const message = loadSeries(
    {
      url,
      request: {
        method: "POST",
        path: "/api/sessions/message",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => {
          const session = sessions[turn % sessions.length] as StartedSession;
          const question = fixture.questions[turn % fixture.questions.length] as string;
          turn += 1;
          return {
            ...request,
            headers: { ...request.headers, "x-forwarded-for": visitorAddress(session.id) },
            body: JSON.stringify({
              session_id: session.id,
              session_secret: session.secret,
              message: question,
            }),
          };
        },
      },
    },
    connections,
  );
  return { start, message };
}

function insertFloorTarget(url: string) {
  return {
    url,
    request: {
      method: "POST" as const,
      path: "/messages",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session_id: 1, message: "Quels sont les horaires de la mairie ?" }),
    },
  };
}

/** A private IPv4 address per visitor number. */
function visitorAddress(visitor: number): string {
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  return Number((await db.query<{ count: number }>(sql, params)).rows[0]?.count ?? 0);
}

async function countChatRows(db: Db, botId: number) {
  const messages = (sentFrom: "user" | "bot") =>
    count(
      db,
      `SELECT count(*) AS count FROM messages m JOIN chat_sessions s ON s.id = m.session_id
       WHERE s.bot_id = $1 AND m.sent_from = $2`,
      [botId, sentFrom],
    );
  return {
    sessions: await count(db, "SELECT count(*) AS count FROM chat_sessions WHERE bot_id = $1", [
      botId,
    ]),
    visitorMessages: await messages("user"),
    answers: await messages("bot"),
  };
}

function summarise(figures: Record<Figure, LoadFigures>, figure: Figure): FigureSummary {
  const own = figures[figure];
  const floor = figures.insert.sliceRates;
  const ratios = own.sliceRates.map((rate, turn) => rate / (floor[turn] as number));
  return {
    requestsPerSecond: own.requestsPerSecond,
    warmUpSeconds: own.warmUpSeconds,
    latencyMs: own.latencyMs,
    requests: own.requests,
    errors: own.errors.non2xx + own.errors.connection + own.errors.timeouts,
    ratioToInsertFloor: round(percentile(ratios, 50), 3),
  };
}

/**
 * What a visitor feels (the time to an answer with 50 visitors at once), no error and no lost
 * row. Throughput against the floors is context, not a budget: a message does far more than one
 * INSERT, and its share of the floor told nobody how the chat feels.
 */
function budgetsOf(result: DatabaseResult): ServerBudget[] {
  const key = result.database === "PGlite" ? "pglite" : "postgres";
  const { latency } = result.visitors;
  const errors =
    Object.values(result.figures).reduce((sum, figure) => sum + figure.errors, 0) +
    result.visitors.errors;
  const rowCounts = Object.entries(result.rows);
  const lost = rowCounts.filter(([, rows]) => rows.stored !== rows.expected);
  return [
    {
      id: `${key}:visitors`,
      name: `${result.database}: p95 time to an answer, ${VISITORS_AT_ONCE} visitors at once`,
      limit: `≤ ${SERVER_BUDGET.maxVisitorP95Ms} ms`,
      measured: `${latency.p95Ms} ms (p50 ${latency.p50Ms} ms, ${latency.count} questions)`,
      pass: latency.count > 0 && latency.p95Ms <= SERVER_BUDGET.maxVisitorP95Ms,
    },
    {
      id: `${key}:errors`,
      name: `${result.database}: errors (non-2xx, connection, timeout)`,
      limit: "0",
      measured: String(errors),
      pass: errors === 0,
    },
    {
      id: `${key}:rows`,
      name: `${result.database}: rows stored for the successful requests`,
      limit: "all, no more",
      measured: rowCounts
        .map(([name, rows]) => `${name} ${rows.stored}/${rows.expected}`)
        .join(", "),
      pass: lost.length === 0,
    },
  ];
}

async function withDb<T>(opening: Promise<Db>, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await opening;
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Runs `work` once every server has started, and stops them all afterwards, whatever happens. */
async function withServers<T>(
  starting: Promise<ServerProcess>[],
  work: (servers: ServerProcess[]) => Promise<T>,
): Promise<T> {
  const settled = await Promise.allSettled(starting);
  const servers = settled.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : [],
  );
  try {
    const failed = settled.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    return await work(servers);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
