import { createKnowledgeEngine, type KnowledgeEngine } from "@org/knowledge";
import { apiEndpoints, createApp } from "../app";
import { type Config, type Limits, loadConfig } from "../config";
import type { Db } from "../db/types";
import { databaseOutage } from "../http/database-outage";
import type { Endpoint } from "../http/router";
import { createLogger, type Logger } from "../logger";
import { createMailer } from "../mail/create-mailer";
import { type ScryptCost, setPasswordHashCost } from "../modules/auth/passwords";
import { startSyncSchedules } from "../modules/knowledge/sync-schedules";
import { taskNotifications } from "../modules/notifications/task-notifications";
import { TaskRunner } from "../modules/tasks/task-runner";
import { queueEmbeddingOnServerModelChange } from "../modules/tasks/tasks-service";
import { seed } from "../seed";
import { listen } from "../server";
import { openTestDatabase } from "./test-database";

/**
 * The cost of the passwords the test server hashes, unless a test asks for PASSWORD_HASH_COST:
 * the real one takes 128 MiB and a third of a second per hash, which hundreds of test users and
 * sign-ins cannot afford.
 */
export const TEST_PASSWORD_HASH_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/** Budgets no ordinary test reaches; throttling tests set their own. */
export const RELAXED_LIMITS: Limits = {
  loginFailuresPerUserFromAddress: { limit: 1000, windowSeconds: 60 },
  loginFailuresPerUser: { limit: 1000, windowSeconds: 60 },
  loginFailuresPerAddress: { limit: 1000, windowSeconds: 60 },
  sessionStartsPerAddress: { limit: 1000, windowSeconds: 60 },
  chatMessagesPerAddress: { limit: 1000, windowSeconds: 60 },
  chatMessagesPerSession: { limit: 1000, windowSeconds: 60 },
  passwordResetsPerAddress: { limit: 1000, windowSeconds: 60 },
  passwordResetConfirmsPerAddress: { limit: 1000, windowSeconds: 60 },
};

export const TEST_ADMIN = {
  username: "admin",
  password: "admin-password-1",
  email: "admin@example.com",
};

/** Whatever the server sent; each test asserts the shape it expects. */
// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the assertions.
type ResponseBody = any;

export interface ApiResponse<Body = ResponseBody> {
  status: number;
  headers: Headers;
  body: Body;
}

export interface RequestOptions {
  token?: string;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as is (a string, FormData, bytes). */
  body?: BodyInit;
  headers?: Record<string, string>;
}

export interface TestApi {
  url: string;
  /** Every endpoint the server mounts, without its handler. */
  endpoints: Omit<Endpoint, "handle">[];
  db: Db;
  config: Config;
  request<Body = ResponseBody>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<ApiResponse<Body>>;
  /** Signs in through the API and answers the token. */
  login(username: string, password: string): Promise<string>;
  /** Stops the server and the task runner, and disposes of the database. */
  close(): Promise<void>;
}

export interface TestApiOptions {
  config?: Partial<Config>;
  engine?: KnowledgeEngine;
  /** How often the server's task runner looks for work it was not told about. */
  taskPollIntervalMs?: number;
  /**
   * False: the server's task runner never takes a task, so that a test runs the queue with a
   * runner of its own and nothing else competes for it. True by default.
   */
  runTasks?: boolean;
  /** PGlite only: keep the database in this folder (restart tests). */
  dataDir?: string;
  /** The cost of new password hashes in this test process (TEST_PASSWORD_HASH_COST). */
  passwordHashCost?: ScryptCost;
  /** Where the server logs (a recordingLogger, say); by config.logLevel to stdout by default. */
  logger?: Logger;
}

/**
 * The real server on an ephemeral port of 127.0.0.1, over a fresh migrated and seeded database
 * (seeded admin: TEST_ADMIN).
 */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const config: Config = {
    ...loadConfig({ ADMIN_PASSWORD: TEST_ADMIN.password }),
    port: 0,
    host: "127.0.0.1",
    logLevel: (process.env.TEST_LOG_LEVEL as Config["logLevel"] | undefined) ?? "error",
    limits: RELAXED_LIMITS,
    ...options.config,
  };
  setPasswordHashCost(options.passwordHashCost ?? TEST_PASSWORD_HASH_COST);
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = await openTestDatabase({ dataDir: options.dataDir });
  const outage = databaseOutage(logger);
  const db = outage.watch(database.db);
  await seed(db, config);
  await queueEmbeddingOnServerModelChange(db, config.openai.embeddingModel);
  const engine = options.engine ?? createKnowledgeEngine({ logger });
  const mailer = createMailer(config, logger);
  const tasks = new TaskRunner(
    {
      db,
      engine,
      config,
      logger,
      ...taskNotifications({ db, mailer, logger }),
    },
    {
      pollIntervalMs: options.taskPollIntervalMs ?? 500,
    },
  );
  const deps = { db, config, logger, engine, mailer, tasks };
  const server = await listen(createApp(deps, outage), config);
  if (options.runTasks === false) await tasks.stop();
  else tasks.start();
  const stopSyncs = startSyncSchedules({ db, logger, tasks }, config.syncCheckSeconds * 1000);

  const request = async (method: string, path: string, requestOptions: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...requestOptions.headers };
    if (requestOptions.token) headers.Authorization = `Token ${requestOptions.token}`;
    let body = requestOptions.body;
    if (requestOptions.json !== undefined) {
      headers["Content-Type"] ??= "application/json";
      body = JSON.stringify(requestOptions.json);
    }
    const response = await fetch(`${server.url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get("content-type") ?? "").includes("json") && text !== "") {
      parsed = JSON.parse(text);
    }
    return { status: response.status, headers: response.headers, body: parsed as ResponseBody };
  };

  return {
    url: server.url,
    endpoints: apiEndpoints(deps).map(({ handle: _handle, ...endpoint }) => endpoint),
    db,
    config,
    request,
    async login(username, password) {
      const response = await request("POST", "/api/auth/login/", { json: { username, password } });
      if (response.status !== 200) {
        throw new Error(
          `Login of ${username} failed: ${response.status} ${JSON.stringify(response.body)}`,
        );
      }
      return response.body.token as string;
    },
    async close() {
      await server.close(1000);
      await stopSyncs();
      await tasks.stop();
      await mailer.close();
      await database.dispose();
    },
  };
}
