import type { Db } from "../../db/types";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { notifyIngestionFailed } from "./ingestion-failed";
import { notifySyncPagesRemoved } from "./sync-pages-removed";
import { notifyTestsRegressed } from "./tests-regressed";

/**
 * The mails of tasks that end, as the task runner's hooks. A hook never throws: a notification
 * that fails (the database, the mail server) is logged, and the task stays as it ended.
 */
export function taskNotifications(deps: { db: Db; mailer: Mailer; logger: Logger }) {
  const safely =
    (what: string, notify: (deps: { db: Db; mailer: Mailer }, taskId: number) => Promise<void>) =>
    async (taskId: number) => {
      try {
        await notify(deps, taskId);
      } catch (error) {
        deps.logger.error(`Could not notify ${what}`, { taskId, error });
      }
    };
  return {
    onTaskFailed: safely("the failure of an ingestion task", notifyIngestionFailed),
    onIngestionSucceeded: safely("the pages a crawl removed", notifySyncPagesRemoved),
    onTestRunEnded: safely("the tests that no longer pass", notifyTestsRegressed),
  };
}
