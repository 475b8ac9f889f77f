import type { Db } from "../../db/types";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { recipientsOf } from "./recipients";

/**
 * Mails the failure of an ingestion task to the active members of its account who kept the
 * "ingestion failed" notification on. Never throws: a failed notification is logged.
 */
export async function notifyIngestionFailed(
  deps: { db: Db; mailer: Mailer; logger: Logger },
  taskId: number,
): Promise<void> {
  const { db, mailer, logger } = deps;
  try {
    const { rows: tasks } = await db.query<{
      account_id: number | null;
      knowledge_base_name: string;
      errors: { url: string; message: string }[];
    }>(
      "SELECT account_id, knowledge_base_name, errors FROM tasks WHERE id = $1 AND status = 'failed'",
      [taskId],
    );
    const task = tasks[0];
    if (!task || task.account_id === null) return;
    const recipients = await recipientsOf(db, task.account_id, "ingestion_failed_email");
    await Promise.all(
      recipients.map((recipient) =>
        mailer.sendIngestionFailed({
          email: recipient.email,
          username: recipient.username,
          knowledgeBaseName: task.knowledge_base_name,
          errors: task.errors,
        }),
      ),
    );
  } catch (error) {
    logger.error("Could not notify the failure of an ingestion task", { taskId, error });
  }
}
