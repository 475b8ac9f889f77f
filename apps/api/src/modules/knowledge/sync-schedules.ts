import type { SyncSchedule } from "@org/api-client";
import type { TaskNotifier } from "../../app-deps";
import type { Db } from "../../db/types";
import { repeatEvery } from "../../lib/repeat-every";
import type { Logger } from "../../logger";
import { enqueueIngestion } from "../tasks/tasks-service";

// The sites of URL knowledge bases crawled again on their schedules. Every instance looks for
// schedules due; the one that finds one moves it to its next time and queues the crawl in the
// same transaction, so that a crawl is queued once whatever the number of instances, and a
// schedule missed while every instance was down is crawled once, by the first to start.

/** The next time of each schedule of the bases `condition` keeps (on `knowledge_bases k`). */
const NEXT_SYNC = `next_sync_at(k.sync_frequency, k.sync_hour, k.sync_weekday,
  (SELECT a.time_zone FROM accounts a WHERE a.id = k.account_id), now())`;

/** Sets a URL knowledge base's schedule and when it is next due (none when it is off). */
export async function storeSyncSchedule(
  db: Pick<Db, "query">,
  knowledgeBaseId: number,
  schedule: Required<SyncSchedule>,
): Promise<void> {
  await db.query(
    `UPDATE knowledge_bases k
        SET sync_frequency = $2, sync_hour = $3, sync_weekday = $4, updated_at = now()
      WHERE k.id = $1`,
    [knowledgeBaseId, schedule.frequency, schedule.hour, schedule.weekday],
  );
  await rescheduleSyncs(db, "k.id = $1", [knowledgeBaseId]);
}

/** Computes again when the schedules of the bases `condition` keeps are next due. */
export async function rescheduleSyncs(
  db: Pick<Db, "query">,
  condition: string,
  params: readonly unknown[],
): Promise<void> {
  await db.query(
    `UPDATE knowledge_bases k SET next_sync_at = ${NEXT_SYNC} WHERE k.type = 'url' AND ${condition}`,
    params,
  );
}

/** Queues the crawl of every site whose schedule is due; answers their knowledge bases. */
export function queueDueSyncs(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `UPDATE knowledge_bases k SET next_sync_at = ${NEXT_SYNC}
        WHERE k.id IN (SELECT d.id FROM knowledge_bases d
                        WHERE d.type = 'url' AND d.sync_frequency <> 'off'
                          AND d.next_sync_at <= now()
                        ORDER BY d.next_sync_at
                        FOR UPDATE SKIP LOCKED)
        RETURNING k.id`,
    );
    const due = rows.map((row) => row.id).sort((a, b) => a - b);
    for (const id of due) await enqueueIngestion(tx, "url_ingest", id, "scheduled");
    return due;
  });
}

/** Looks for schedules due now and every `intervalMs`; answers the means to stop. */
export function startSyncSchedules(
  deps: { db: Db; logger: Logger; tasks: TaskNotifier },
  intervalMs: number,
): () => Promise<void> {
  return repeatEvery(
    intervalMs,
    async () => {
      const due = await queueDueSyncs(deps.db);
      if (due.length === 0) return;
      deps.logger.info("Scheduled crawls queued", { knowledgeBases: due });
      deps.tasks.notify();
    },
    (error) =>
      deps.logger.error("Could not look for scheduled crawls due; the next check tries again", {
        error,
      }),
  );
}
