import type { Mailer } from "../../mail/mailer";

/**
 * Tells the address a user's account had that it was replaced by `newEmail` (or removed, when
 * empty), whoever changed it: if it was not the owner, this is how they learn of it while they can
 * still act. Whatever their notification preferences: this is about the account's safety. Nothing
 * is sent when the account had no address.
 */
export function notifyEmailChanged(
  mailer: Mailer,
  previous: { email: string; username: string },
  newEmail: string,
): void {
  if (previous.email === "") return;
  // Not awaited: the answer does not wait for the mail server, and the mailer logs a mail it
  // could not deliver.
  void mailer.sendEmailChanged({ email: previous.email, username: previous.username, newEmail });
}
