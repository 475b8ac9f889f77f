import type { Logger } from "./logger";

export interface PasswordResetMail {
  email: string;
  username: string;
  /** The one-time token to present to POST /api/auth/password-reset/confirm/. */
  token: string;
}

/** Delivers the mails the server sends (today only password resets). */
export interface Mailer {
  sendPasswordReset(mail: PasswordResetMail): Promise<void>;
}

/**
 * The server has no mail transport of its own yet: a reset is recorded and logged (without its
 * token), and an administrator can set a new password from the back-office instead.
 */
export function createLogOnlyMailer(logger: Logger): Mailer {
  return {
    async sendPasswordReset(mail) {
      logger.warn("Password reset requested but no mail transport is configured", {
        username: mail.username,
      });
    },
  };
}
