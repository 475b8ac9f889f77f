import { notificationPreferencesSchema } from "@org/api-client";
import * as z from "zod/mini";
import { PERMISSION } from "../../constants";
import type { Db } from "../../db/types";
import { repeatEvery } from "../../lib/repeat-every";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import type { Recipient } from "./recipients";

const CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** What a user who never set the preference gets, the same as GET /api/auth/me/ answers. */
const WANTED_BY_DEFAULT = z.parse(notificationPreferencesSchema, {}).weekly_disliked_answers_email;
const WANTS_DIGEST = `COALESCE((u.preferences #>> '{notifications,weekly_disliked_answers_email}')::boolean, $1)`;

interface DigestDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
}

/**
 * A user whose digest this check sends, and when the one before was sent: as text, so that
 * '-infinity' (never sent) goes back to the database unchanged.
 */
interface Claim extends Recipient {
  isStaff: boolean;
  previousSentAt: string;
}

/**
 * Sends the weekly digest of disliked answers to every user it is due for (opted in, active, with
 * an address, and not sent one in the last 7 days). The due users are claimed by one UPDATE, so
 * that instances running this at the same time never send a digest twice; a digest that cannot be
 * sent does not hold back the others, and its claim is given back for the next check to try again.
 * Answers how many were sent.
 */
export async function sendDueDigests(deps: DigestDeps): Promise<number> {
  const { db } = deps;
  // A user who just opted in is due at once.
  await db.query(
    `INSERT INTO disliked_answers_digests (user_id, last_sent_at)
     SELECT u.id, '-infinity' FROM users u WHERE ${WANTS_DIGEST}
     ON CONFLICT (user_id) DO NOTHING`,
    [WANTED_BY_DEFAULT],
  );
  // RETURNING gives the updated row; the row as it was comes from joining the table once more.
  const { rows: claimed } = await db.query<Claim>(
    `UPDATE disliked_answers_digests d SET last_sent_at = now()
     FROM users u, disliked_answers_digests previous
     WHERE u.id = d.user_id AND previous.user_id = d.user_id
       AND d.last_sent_at <= now() - interval '7 days'
       AND u.is_active AND u.email <> '' AND ${WANTS_DIGEST}
     RETURNING u.id AS "userId", u.username, u.email, u.is_staff AS "isStaff",
       previous.last_sent_at::text AS "previousSentAt"`,
    [WANTED_BY_DEFAULT],
  );
  let sent = 0;
  for (const claim of claimed) {
    if (await sendClaimedDigest(deps, claim)) sent += 1;
  }
  return sent;
}

/**
 * Sends a claimed user's digest, unless they have no disliked answer to read, and answers whether
 * it was sent. Never throws: a failure is logged, and the claim given back.
 */
async function sendClaimedDigest({ db, mailer, logger }: DigestDeps, claim: Claim) {
  const notSent = "A weekly digest of disliked answers was not sent; the next check tries again";
  try {
    const bots = await dislikedAnswersByBot(db, claim.userId, claim.isStaff);
    if (bots.length === 0) return false;
    const mail = { email: claim.email, username: claim.username, bots };
    if (await mailer.sendDislikedAnswersDigest(mail)) return true;
    logger.error(notSent, { userId: claim.userId });
  } catch (error) {
    logger.error(notSent, { userId: claim.userId, error });
  }
  await db
    .query(
      "UPDATE disliked_answers_digests SET last_sent_at = $2::timestamptz WHERE user_id = $1",
      [claim.userId, claim.previousSentAt],
    )
    .catch((error: unknown) =>
      logger.error(
        "A weekly digest of disliked answers not sent could not be released; it waits a week",
        {
          userId: claim.userId,
          error,
        },
      ),
    );
  return false;
}

/** At most this many of the visitors' comments are quoted per assistant, the latest first. */
const QUOTED_COMMENTS = 3;

/**
 * The answers disliked in the last 7 days, per assistant the user may read the conversations of
 * (staff see every account, others their accounts' assistants if they may read conversations), with
 * the latest comments the visitors left on them.
 */
async function dislikedAnswersByBot(db: Db, userId: number, isStaff: boolean) {
  const { rows } = await db.query<{
    id: number;
    name: string;
    dislikedCount: number;
    comments: string[];
  }>(
    `SELECT b.id, b.name, count(*)::integer AS "dislikedCount",
       COALESCE((array_agg(m.rating_comment ORDER BY m.sent_at DESC, m.id DESC)
                   FILTER (WHERE m.rating_comment <> ''))[1:$3], '{}') AS comments
     FROM messages m
     JOIN chat_sessions s ON s.id = m.session_id
     JOIN bots b ON b.id = s.bot_id
     WHERE m.sent_from = 'bot' AND m.rating = -1 AND m.sent_at > now() - interval '7 days'
       AND ($2 OR (
         b.account_id IN (SELECT account_id FROM memberships WHERE user_id = $1)
         AND EXISTS (SELECT 1 FROM user_permissions
                     WHERE user_id = $1 AND permission = $4)))
     GROUP BY b.id, b.name
     ORDER BY b.name, b.id`,
    [userId, isStaff, QUOTED_COMMENTS, PERMISSION.viewConversation],
  );
  return rows;
}

/**
 * Looks for due digests now and every hour, until the answered function is called; that function
 * resolves once a check under way has finished.
 */
export function startDislikedAnswersDigests(
  deps: DigestDeps,
  intervalMs = CHECK_INTERVAL_MS,
): () => Promise<void> {
  return repeatEvery(
    intervalMs,
    async () => {
      const sent = await sendDueDigests(deps);
      if (sent > 0) deps.logger.info("Weekly digests of disliked answers sent", { sent });
    },
    (error) =>
      deps.logger.error("Could not look for due weekly digests; the next check tries again", {
        error,
      }),
  );
}
