import type { Config } from "../config";
import type { Logger } from "../logger";
import type { Mailer } from "./mailer";
import { createSmtpMailer } from "./smtp-mailer";

/** The SMTP mailer when SMTP_URL is set, else one that only logs. */
export function createMailer(config: Pick<Config, "mail" | "adminUrl">, logger: Logger): Mailer {
  return config.mail
    ? createSmtpMailer(config.mail, config.adminUrl, logger)
    : createLogOnlyMailer(logger);
}

/**
 * Without SMTP_URL no mail leaves the server: each one is logged (without the reset token), and an
 * administrator can set a new password from the back-office instead.
 */
function createLogOnlyMailer(logger: Logger): Mailer {
  const skipped = async (kind: string, username: string) => {
    logger.warn("A mail was not sent: no mail transport is configured (SMTP_URL)", {
      mail: kind,
      username,
    });
    return true;
  };
  return {
    sendsMail: false,
    sendPasswordReset: (mail) => skipped("password-reset", mail.username),
    sendEmailChanged: (mail) => skipped("email-changed", mail.username),
    sendIngestionFailed: (mail) => skipped("ingestion-failed", mail.username),
    sendSyncPagesRemoved: (mail) => skipped("sync-pages-removed", mail.username),
    sendDislikedAnswersDigest: (mail) => skipped("disliked-answers-digest", mail.username),
    sendTestsRegressed: (mail) => skipped("tests-regressed", mail.username),
    async close() {},
  };
}
