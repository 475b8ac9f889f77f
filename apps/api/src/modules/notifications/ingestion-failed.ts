import type { Db } from "../../db/types";
import type { Mailer } from "../../mail/mailer";
import { taskReadPermissions } from "../tasks/tasks-service";
import { mailEach, recipientsOf } from "./recipients";

/**
 * Mails the failure of an ingestion task to the active members of its account who may read the
 * task and kept the "ingestion failed" notification on (see taskNotifications).
 */
export async function notifyIngestionFailed(
  { db, mailer }: { db: Db; mailer: Mailer },
  taskId: number,
): Promise<void> {
  const { rows: tasks } = await db.query<{
    account_id: number | null;
    knowledge_base_name: string;
    knowledge_base_type: string | null;
    errors: { url: string; message: string }[];
  }>(
    `SELECT account_id, knowledge_base_name, knowledge_base_type, errors FROM tasks
      WHERE id = $1 AND status = 'failed'`,
    [taskId],
  );
  const task = tasks[0];
  if (!task || task.account_id === null) return;
  const recipients = await recipientsOf(
    db,
    task.account_id,
    "ingestion_failed_email",
    taskReadPermissions(task.knowledge_base_type),
  );
  await mailEach(recipients, (to) =>
    mailer.sendIngestionFailed({
      ...to,
      knowledgeBaseName: task.knowledge_base_name,
      errors: task.errors,
    }),
  );
}
