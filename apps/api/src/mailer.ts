import type { Config } from "./config";
import type { Logger } from "./logger";
import { createSmtpMailer } from "./smtp-mailer";

export interface PasswordResetMail {
  email: string;
  username: string;
  /** The one-time token to present to POST /api/auth/password-reset/confirm/. */
  token: string;
  /** How long the token stays valid. */
  validMinutes: number;
}

export interface IngestionFailedMail {
  email: string;
  username: string;
  knowledgeBaseName: string;
  /** What the task recorded, in French; `url` is empty when the failure is not a page's. */
  errors: { url: string; message: string }[];
}

export interface DislikedAnswersDigestMail {
  email: string;
  username: string;
  /** Only assistants with at least one disliked answer in the last 7 days. */
  bots: { id: number; name: string; dislikedCount: number; comments: string[] }[];
}

/**
 * Delivers the mails the server sends. A mail that cannot be delivered is logged, never thrown:
 * the work that caused it (a reset request, an ingestion) goes on regardless. Each send answers
 * false when the SMTP server could not be handed the mail, so that a caller may try again later
 * (the weekly digest does); without a mail transport it answers true, there being nothing to retry.
 */
export interface Mailer {
  sendPasswordReset(mail: PasswordResetMail): Promise<boolean>;
  sendIngestionFailed(mail: IngestionFailedMail): Promise<boolean>;
  sendDislikedAnswersDigest(mail: DislikedAnswersDigestMail): Promise<boolean>;
  /** Waits for the mails being sent, then lets go of the connections. */
  close(): Promise<void>;
}

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
export function createLogOnlyMailer(logger: Logger): Mailer {
  const skipped = async (kind: string, username: string) => {
    logger.warn("A mail was not sent: no mail transport is configured (SMTP_URL)", {
      mail: kind,
      username,
    });
    return true;
  };
  return {
    sendPasswordReset: (mail) => skipped("password-reset", mail.username),
    sendIngestionFailed: (mail) => skipped("ingestion-failed", mail.username),
    sendDislikedAnswersDigest: (mail) => skipped("disliked-answers-digest", mail.username),
    async close() {},
  };
}
