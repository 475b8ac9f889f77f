import { describe, expect, it } from "vitest";
import { createLogger, type Logger } from "../../logger";
import { createMailer } from "../../mail/create-mailer";
import { openTestDatabase } from "../../testing/test-database";
import { taskNotifications } from "./task-notifications";

describe("the mails of tasks that end", () => {
  it("log a notification that fails, and never throw to the task that ended", async () => {
    const database = await openTestDatabase();
    // The database is gone: each notification fails at its first query.
    await database.dispose();
    const logged: { message: string; taskId: unknown }[] = [];
    const logger: Logger = {
      ...createLogger("silent"),
      error: (message, fields) => logged.push({ message, taskId: fields?.taskId }),
    };
    const hooks = taskNotifications({
      db: database.db,
      mailer: createMailer({ mail: undefined, adminUrl: "https://admin.example.org" }, logger),
      logger,
    });
    await expect(hooks.onTaskFailed(7)).resolves.toBeUndefined();
    await expect(hooks.onIngestionSucceeded(8)).resolves.toBeUndefined();
    await expect(hooks.onTestRunEnded(9)).resolves.toBeUndefined();
    expect(logged).toEqual([
      { message: "Could not notify the failure of an ingestion task", taskId: 7 },
      { message: "Could not notify the pages a crawl removed", taskId: 8 },
      { message: "Could not notify the tests that no longer pass", taskId: 9 },
    ]);
  });
});
