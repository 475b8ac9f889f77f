import { PERMISSION } from "../../constants";
import type { Db } from "../../db/types";
import type { Mailer } from "../../mail/mailer";
import { RESULT_BEFORE } from "../assistant-tests/result-change";
import { mailEach, recipientsOf } from "./recipients";

/**
 * Once a run of a bot's tests has ended: when questions that passed in the run before fail now,
 * mails them to the active members of the bot's account who may read its tests and kept that
 * notification on (see taskNotifications).
 */
export async function notifyTestsRegressed(
  { db, mailer }: { db: Db; mailer: Mailer },
  taskId: number,
): Promise<void> {
  const { rows: regressed } = await db.query<{ question: string }>(
    `SELECT r.question FROM assistant_test_results r JOIN tasks run ON run.id = r.task_id
        ${RESULT_BEFORE}
        WHERE r.task_id = $1 AND run.status = 'succeeded' AND before.passed AND NOT r.passed
        ORDER BY r.position`,
    [taskId],
  );
  if (regressed.length === 0) return;
  const { rows: bots } = await db.query<{ id: number; name: string; account_id: number }>(
    "SELECT b.id, b.name, b.account_id FROM tasks t JOIN bots b ON b.id = t.bot_id WHERE t.id = $1",
    [taskId],
  );
  const bot = bots[0];
  if (!bot) return;
  // Those who may read the tests: the mail lists their questions and links their screen.
  const recipients = await recipientsOf(db, bot.account_id, "tests_regressed_email", [
    PERMISSION.viewAssistanttest,
  ]);
  await mailEach(recipients, (to) =>
    mailer.sendTestsRegressed({
      ...to,
      botId: bot.id,
      botName: bot.name,
      questions: regressed.map((row) => row.question),
    }),
  );
}
