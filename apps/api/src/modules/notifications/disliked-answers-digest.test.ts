import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Permission } from "../../constants";
import { createLogger } from "../../logger";
import { createMailer } from "../../mail/create-mailer";
import type { Mailer } from "../../mail/mailer";
import { createAccountViaApi, createSignedInUser, seededDemo } from "../../testing/fixtures";
import { type SmtpCapture, startSmtpCapture } from "../../testing/smtp-capture";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";
import { sendDueDigests, startDislikedAnswersDigests } from "./disliked-answers-digest";

const ADMIN_URL = "https://admin.example.org";
/** Who may read the digest: it quotes what visitors wrote, and links to their conversations. */
const READER: Permission[] = ["bots.view_bot", "chats.view_conversation"];

describe("the weekly digest of disliked answers", () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let mailer: Mailer;
  let adminToken: string;
  const logger = createLogger("silent");

  async function rateAnswer(botId: number, rating: -1 | 1, comment?: string): Promise<number> {
    const session = await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } });
    const answer = await api.request("POST", "/api/sessions/message", {
      json: {
        session_id: session.body.session_id,
        session_secret: session.body.session_secret,
        message: "Quels sont vos horaires ?",
      },
    });
    const rated = await api.request("PATCH", `/api/messages/${answer.body.id}`, {
      json: { rating, comment, session_secret: session.body.session_secret },
    });
    expect(rated.status).toBe(200);
    return answer.body.id;
  }

  async function optIn(token: string): Promise<void> {
    const response = await api.request("PATCH", "/api/auth/me/", {
      token,
      json: { preferences: { notifications: { weekly_disliked_answers_email: true } } },
    });
    expect(response.status).toBe(200);
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    api = await startTestApi({
      config: {
        mail: smtp.mailConfig,
        adminUrl: ADMIN_URL,
      },
    });
    mailer = createMailer(api.config, logger);
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await mailer?.close();
    await api?.close();
    await smtp?.close();
  });

  it("counts each assistant's disliked answers of the week, once a week, only for those who asked", async () => {
    const { accountId, botId } = await seededDemo(api);
    const otherAccountId = await createAccountViaApi(api, adminToken, "Compte sans avis");
    const subscriber = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      permissions: READER,
      prefix: "lecteur",
    });
    // A member who never opted in: the digest is off by default.
    await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      permissions: READER,
      prefix: "silencieux",
    });
    const nothingToReport = await createSignedInUser(api, adminToken, {
      accounts: [otherAccountId],
      permissions: READER,
      prefix: "tranquille",
    });
    // A member who may edit the assistants but not read what visitors wrote.
    const editor = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      permissions: ["bots.view_bot", "bots.change_bot"],
      prefix: "redacteur",
    });
    for (const user of [subscriber, nothingToReport, editor]) await optIn(user.token);
    await rateAnswer(botId, -1, "Les horaires du <b>samedi</b> manquent.");
    await rateAnswer(botId, -1);
    await rateAnswer(botId, 1);
    const lastMonth = await rateAnswer(botId, -1, "Réponse du mois dernier");
    await api.db.query("UPDATE messages SET sent_at = now() - interval '30 days' WHERE id = $1", [
      lastMonth,
    ]);

    // Two instances checking at the same moment send each digest once.
    const deps = { db: api.db, mailer, logger };
    const sent = await Promise.all([sendDueDigests(deps), sendDueDigests(deps)]);
    expect(sent[0] + sent[1]).toBe(1);
    const mail = await smtp.waitFor((entry) =>
      entry.to.includes(`${subscriber.username}@example.com`),
    );
    expect(mail.subject).toBe("2 réponses mal notées cette semaine");
    expect(mail.text).toContain(
      "Assistant IA : 2 réponses mal notées\nCe qu'en ont dit les visiteurs :\n« Les horaires du <b>samedi</b> manquent. »",
    );
    expect(mail.text).not.toContain("Réponse du mois dernier");
    expect(mail.html).toContain("« Les horaires du &lt;b&gt;samedi&lt;/b&gt; manquent. »");
    expect(mail.text).toContain(`${ADMIN_URL}/chats?assistant=${botId}&mal-notees=1`);
    expect(mail.html).toContain(`href="${ADMIN_URL}/chats?assistant=${botId}&amp;mal-notees=1"`);
    expect(smtp.mails.flatMap((entry) => entry.to)).toEqual([`${subscriber.username}@example.com`]);

    // Not again within the week.
    expect(await sendDueDigests(deps)).toBe(0);

    // A week later, the hourly check sends the next one.
    await api.db.query(
      "UPDATE disliked_answers_digests SET last_sent_at = now() - interval '7 days 1 minute'",
    );
    const stop = startDislikedAnswersDigests(deps, 3_600_000);
    await stop();
    await smtp.waitFor((entry) => entry !== mail && entry.to.includes(mail.to[0] ?? ""));
    expect(smtp.mails).toHaveLength(2);
  });

  it("sends the others' digests when the SMTP server refuses one, and that one at the next check", async () => {
    const { accountId, botId } = await seededDemo(api);
    const [refused, accepted] = [
      await createSignedInUser(api, adminToken, {
        accounts: [accountId],
        permissions: READER,
        prefix: "boite-pleine",
      }),
      await createSignedInUser(api, adminToken, {
        accounts: [accountId],
        permissions: READER,
        prefix: "joignable",
      }),
    ];
    for (const user of [refused, accepted]) await optIn(user.token);
    await rateAnswer(botId, -1);
    const refusedAddress = `${refused.username}@example.com`;
    const acceptedAddress = `${accepted.username}@example.com`;
    const theirMails = () =>
      smtp.mails
        .flatMap((mail) => mail.to)
        .filter((to) => to === refusedAddress || to === acceptedAddress);
    const deps = { db: api.db, mailer, logger };

    smtp.refusedRecipients.add(refusedAddress);
    expect(await sendDueDigests(deps)).toBe(1);
    expect(theirMails()).toEqual([acceptedAddress]);

    // Once the server takes mails again, the next check sends the refused digest, and only it.
    smtp.refusedRecipients.delete(refusedAddress);
    expect(await sendDueDigests(deps)).toBe(1);
    expect(theirMails()).toEqual([acceptedAddress, refusedAddress]);
    expect(await sendDueDigests(deps)).toBe(0);
    expect(theirMails()).toEqual([acceptedAddress, refusedAddress]);
  });
});
