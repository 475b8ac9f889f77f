export interface PasswordResetMail {
  email: string;
  username: string;
  /** The one-time token to present to POST /api/auth/password-reset/confirm/. */
  token: string;
  /** How long the token stays valid. */
  validMinutes: number;
}

/** To the address a user's account had, once it has been replaced or removed. */
export interface EmailChangedMail {
  /** The old address: the one told. */
  email: string;
  username: string;
  /** The address the account has now; empty when it has none any more. */
  newEmail: string;
}

export interface IngestionFailedMail {
  email: string;
  username: string;
  knowledgeBaseName: string;
  /** What the task recorded, in French; `url` is empty when the failure is not a page's. */
  errors: { url: string; message: string }[];
}

/** To a member of an account: a crawl of a URL knowledge base's site no longer found many of its pages. */
export interface SyncPagesRemovedMail {
  email: string;
  username: string;
  knowledgeBaseId: number;
  knowledgeBaseName: string;
  /** The pages the crawl did not find again, of those the base held before it. */
  removed: number;
  before: number;
}

export interface DislikedAnswersDigestMail {
  email: string;
  username: string;
  /** Only assistants with at least one disliked answer in the last 7 days. */
  bots: { id: number; name: string; dislikedCount: number; comments: string[] }[];
}

/** To a member of an account: a run of an assistant's tests failed questions that passed before. */
export interface TestsRegressedMail {
  email: string;
  username: string;
  botId: number;
  botName: string;
  /** The questions that passed in the run before and fail now. */
  questions: string[];
}

/**
 * Delivers the mails the server sends. A mail that cannot be delivered is logged, never thrown:
 * the work that caused it (a reset request, an ingestion) goes on regardless. Each send answers
 * false when the SMTP server could not be handed the mail, so that a caller may try again later
 * (the weekly digest does); without a mail transport it answers true, there being nothing to retry.
 */
export interface Mailer {
  /** Whether mails leave the server (SMTP_URL is set); without, each one is only logged. */
  readonly sendsMail: boolean;
  sendPasswordReset(mail: PasswordResetMail): Promise<boolean>;
  sendEmailChanged(mail: EmailChangedMail): Promise<boolean>;
  sendIngestionFailed(mail: IngestionFailedMail): Promise<boolean>;
  sendSyncPagesRemoved(mail: SyncPagesRemovedMail): Promise<boolean>;
  sendDislikedAnswersDigest(mail: DislikedAnswersDigestMail): Promise<boolean>;
  sendTestsRegressed(mail: TestsRegressedMail): Promise<boolean>;
  /** Waits for the mails being sent, then lets go of the connections. */
  close(): Promise<void>;
}
