import { createKnowledgeEngine } from "@org/knowledge";
import { createApp, createStartingApp } from "./app";
import { CONFIGURATION_REFUSED, ConfigError, loadConfig } from "./config";
import { DataFolderLockedError } from "./db/data-folder-lock";
import { migrate } from "./db/migrate";
import { openDb } from "./db/open-db";
import { reasonOf, waitForDatabase } from "./db/wait-for-database";
import { databaseOutage } from "./http/database-outage";
import { createLogger } from "./logger";
import { createMailer } from "./mail/create-mailer";
import { startMaintenance } from "./maintenance";
import { startSyncSchedules } from "./modules/knowledge/sync-schedules";
import { startDislikedAnswersDigests } from "./modules/notifications/disliked-answers-digest";
import { taskNotifications } from "./modules/notifications/task-notifications";
import { checkStoredKeys, reportStoredKeys } from "./modules/provider-settings/stored-keys-check";
import { TaskRunner } from "./modules/tasks/task-runner";
import { queueEmbeddingOnServerModelChange } from "./modules/tasks/tasks-service";
import { seed } from "./seed";
import { listen } from "./server";

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    createLogger("error").error(CONFIGURATION_REFUSED, { problems: error.problems });
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);

  // The port comes first: one already taken stops the start before anything is created (the
  // first start's generated password included). Until it is ready the server answers 503.
  const server = await listen(createStartingApp(logger), config).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    logger.error(
      `Port ${config.port} is already in use on ${config.host}: stop what listens there, or set PORT to a free port`,
      { port: config.port, host: config.host },
    );
    process.exit(1);
  });

  // Requests refused for want of the database are logged once per outage: it watches every query.
  const outage = databaseOutage(logger);
  const opened = await openDb(
    config,
    (error) =>
      logger.warn("A database connection broke while idle; it will be replaced", {
        error: error.message,
      }),
    (holder) =>
      logger.warn("The data folder's lock was left by a process that is gone: taken over", {
        dataDir: config.dataDir,
        previousPid: holder.pid,
        previousSince: holder.since,
      }),
  ).catch((error: unknown) => {
    if (!(error instanceof DataFolderLockedError)) throw error;
    logger.error(error.message, {
      dataDir: config.dataDir,
      lockFile: error.lockFile,
      pid: error.holder.pid,
      host: error.holder.host,
    });
    process.exit(1);
  });
  const db = outage.watch(opened);
  // A PostgreSQL pool connects at its first query: the server says it opened once one worked,
  // waiting for a server that is not up yet (a machine booting) and answering 503 meanwhile.
  const waitBegan = Date.now();
  await waitForDatabase(db, config.databaseWaitSeconds * 1000, ({ attempt, reason, retryInMs }) =>
    logger.warn("The database cannot be reached yet: trying again", {
      attempt,
      reason,
      retryInSeconds: retryInMs / 1000,
    }),
  ).catch((error: unknown) => {
    logger.error("The database cannot be reached: check DATABASE_URL and that its server runs", {
      reason: reasonOf(error),
      waitedSeconds: Math.round((Date.now() - waitBegan) / 1000),
    });
    process.exit(1);
  });
  logger.info("Database opened", {
    kind: db.kind,
    ...(db.kind === "pglite" ? { dataDir: config.dataDir } : {}),
  });
  if (db.kind === "pglite" && config.production) {
    logger.warn(
      `No DATABASE_URL: the data is kept in the embedded database in ${config.dataDir}, by this process alone`,
      { dataDir: config.dataDir },
    );
  }
  const migrations = await migrate(db);
  if (migrations.applied.length > 0) {
    logger.info("Migrations applied", { applied: migrations.applied });
  }
  if (migrations.unknown.length > 0) {
    logger.warn(
      "The database holds migrations this build does not know: a newer build migrated it. " +
        "Serving anyway; upgrade this server to that build",
      { unknown: migrations.unknown },
    );
  }
  reportStoredKeys(await checkStoredKeys(db, config.secretKey), config, logger);
  const seeded = await seed(db, config);
  if (seeded.seeded) {
    logger.info(
      config.seedDemo
        ? "First start: admin user and demo bot created"
        : "First start: admin user created",
    );
  }
  if (seeded.generatedPassword) {
    // Once, as text on standard output rather than as a log line: later starts never print it.
    process.stdout.write(
      `\nAdmin account created. Sign in with\n  username: ${config.admin.username}\n` +
        `  password: ${seeded.generatedPassword}\n` +
        "This password is not shown again: change it after signing in.\n\n",
    );
  }

  const modelChange = await queueEmbeddingOnServerModelChange(db, config.openai.embeddingModel);
  if (modelChange) {
    logger.info("The server's embedding model changed", {
      previous: modelChange.previous || null,
      current: modelChange.current || null,
      knowledgeBasesToEmbed: modelChange.tasks.length,
    });
  }

  const engine = createKnowledgeEngine({ logger });
  const mailer = createMailer(config, logger);
  if (config.mail) {
    const { smtp } = config.mail;
    logger.info("Mails are sent through SMTP", {
      host: smtp.host,
      port: smtp.port,
      tls: smtp.secure ? "always" : smtp.requireTls ? "required (STARTTLS)" : "when offered",
    });
  }
  const tasks = new TaskRunner({
    db,
    engine,
    config,
    logger,
    ...taskNotifications({ db, mailer, logger }),
  });
  server.serve(createApp({ db, config, logger, engine, mailer, tasks }, outage));
  tasks.start();
  const stopMaintenance = startMaintenance(db, logger);
  const stopDigests = startDislikedAnswersDigests({ db, mailer, logger });
  const stopSyncs = startSyncSchedules({ db, logger, tasks }, config.syncCheckSeconds * 1000);
  logger.info("API listening", { url: server.url });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("Shutting down: finishing the requests in flight", { signal });
    stopMaintenance();
    await server.close();
    await tasks.stop();
    await stopDigests();
    await stopSyncs();
    await mailer.close();
    await db.close();
    logger.info("Stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  createLogger("error").error("The API could not start", { error });
  process.exit(1);
});
