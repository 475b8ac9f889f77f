import { createTransport } from "nodemailer";
import type { Config, SmtpSettings } from "../config";
import type { Logger } from "../logger";
import {
  type ComposedMail,
  composeDislikedAnswersDigest,
  composeEmailChanged,
  composeIngestionFailed,
  composePasswordReset,
  composeSyncPagesRemoved,
  composeTestsRegressed,
} from "./mail-messages";
import type { Mailer } from "./mailer";

/** Bounds how long a dead or silent SMTP server can hold a mail (and a task waiting on it). */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** Hands each mail to the SMTP server of SMTP_URL; failures are logged without the credentials. */
export function createSmtpMailer(
  settings: NonNullable<Config["mail"]>,
  adminUrl: string,
  logger: Logger,
): Mailer {
  const { smtp, from } = settings;
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTls,
    auth: smtp.auth && { user: smtp.auth.user, pass: smtp.auth.password },
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  const inFlight = new Set<Promise<boolean>>();

  /** Answers whether the SMTP server took the mail. */
  const send = (kind: string, to: { email: string; username: string }, mail: ComposedMail) => {
    const sending = transport
      .sendMail({ from, to: to.email, subject: mail.subject, text: mail.text, html: mail.html })
      .then(
        () => {
          logger.info("Mail sent", { mail: kind, username: to.username });
          return true;
        },
        (error: unknown) => {
          logger.error("A mail could not be sent", {
            mail: kind,
            username: to.username,
            ...describeFailure(error, smtp),
          });
          return false;
        },
      )
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
    return sending;
  };

  return {
    sendsMail: true,
    sendPasswordReset: (mail) => send("password-reset", mail, composePasswordReset(mail, adminUrl)),
    sendEmailChanged: (mail) => send("email-changed", mail, composeEmailChanged(mail, adminUrl)),
    sendIngestionFailed: (mail) =>
      send("ingestion-failed", mail, composeIngestionFailed(mail, adminUrl)),
    sendSyncPagesRemoved: (mail) =>
      send("sync-pages-removed", mail, composeSyncPagesRemoved(mail, adminUrl)),
    sendDislikedAnswersDigest: (mail) =>
      send("disliked-answers-digest", mail, composeDislikedAnswersDigest(mail, adminUrl)),
    sendTestsRegressed: (mail) =>
      send("tests-regressed", mail, composeTestsRegressed(mail, adminUrl)),
    async close() {
      await Promise.all(inFlight);
      transport.close();
    },
  };
}

/** What to do when TLS could not be set up before the credentials were to be sent. */
const NO_TLS_FOR_CREDENTIALS =
  "The SMTP server did not set up TLS (STARTTLS), so the password was not sent: use a server " +
  "that offers STARTTLS, or smtps://, or set SMTP_AUTH_WITHOUT_TLS=true for a server on a " +
  "trusted network";

/**
 * What went wrong, for the operator: the failure's code and the server's answer. The error object
 * itself is not logged, since its fields may echo the commands sent during authentication.
 */
function describeFailure(error: unknown, smtp: SmtpSettings) {
  const failure = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const reason = String(failure.message ?? error);
  const password = smtp.auth?.password;
  const code = typeof failure.code === "string" ? failure.code : undefined;
  return {
    code,
    responseCode: typeof failure.responseCode === "number" ? failure.responseCode : undefined,
    reason: password ? reason.replaceAll(password, "[hidden]") : reason,
    ...(code === "ETLS" && smtp.requireTls ? { hint: NO_TLS_FOR_CREDENTIALS } : {}),
  };
}
