import type { KnowledgeEngine } from "@org/knowledge";
import type { Config } from "./config";
import type { Db } from "./db/types";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";

/** Wakes the task runner when work was queued (it also polls, for work queued elsewhere). */
export interface TaskNotifier {
  notify(): void;
}

/** What the routes of every module are built from. */
export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  engine: KnowledgeEngine;
  mailer: Mailer;
  tasks: TaskNotifier;
}
