import type { PageChanges } from "@org/knowledge";
import { PERMISSION } from "../../constants";
import type { Db } from "../../db/types";
import type { Mailer } from "../../mail/mailer";
import { mailEach, recipientsOf } from "./recipients";

/**
 * A crawl that no longer finds this share of the pages its base held is told to the owners: a
 * site grows and loses a page now and then, but a quarter gone at once is rather a site moved,
 * reorganised or half down, and the assistants have stopped answering from those pages.
 */
const LARGE_REMOVAL_SHARE = 0.25;

/** Whether the pages an ingestion removed are a large share of those its base held before. */
function removesLargeShare(changes: PageChanges): boolean {
  // A page kept through a failure was there before too.
  const before = changes.changed + changes.unchanged + changes.failed + changes.removed;
  return before > 0 && changes.removed >= before * LARGE_REMOVAL_SHARE;
}

/**
 * Once an ingestion has succeeded: when it was a crawl of a site (scheduled or asked for) that
 * removed a large share of its base's pages, mails it to the active members of the base's
 * account who may read it (bots.view_bot) and kept that notification on (see taskNotifications).
 */
export async function notifySyncPagesRemoved(
  { db, mailer }: { db: Db; mailer: Mailer },
  taskId: number,
): Promise<void> {
  const { rows } = await db.query<{
    account_id: number | null;
    knowledge_base_id: number | null;
    knowledge_base_name: string;
    page_changes: PageChanges | null;
  }>(
    `SELECT account_id, knowledge_base_id, knowledge_base_name, page_changes FROM tasks
        WHERE id = $1 AND kind = 'url_ingest' AND status = 'succeeded'`,
    [taskId],
  );
  const task = rows[0];
  if (!task?.page_changes || task.account_id === null || task.knowledge_base_id === null) return;
  if (!removesLargeShare(task.page_changes)) return;
  const { removed, changed, unchanged } = task.page_changes;
  const recipients = await recipientsOf(db, task.account_id, "sync_pages_removed_email", [
    PERMISSION.viewBot,
  ]);
  await mailEach(recipients, (to) =>
    mailer.sendSyncPagesRemoved({
      ...to,
      knowledgeBaseId: task.knowledge_base_id as number,
      knowledgeBaseName: task.knowledge_base_name,
      removed,
      before: removed + changed + unchanged,
    }),
  );
}
