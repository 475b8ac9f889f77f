import type { DocumentFailureCode, DocumentLimit, DocumentRefusal } from "@org/api-client";
import { AppError, PayloadTooLargeError } from "../../errors";

/**
 * An upload whose file cannot be read: a 400 with the reason under `document`, as any field error,
 * its `code`, which the back-office words in French whatever the English reason says, and the
 * `limit` of the reader it went past, when one refused it.
 */
export class DocumentRefusedError extends AppError {
  readonly status = 400;

  constructor(
    readonly code: DocumentFailureCode,
    readonly reason: string,
    readonly limit?: DocumentLimit,
  ) {
    super(reason);
  }

  body(): DocumentRefusal {
    return {
      document: [this.reason],
      code: this.code,
      ...(this.limit ? { limit: this.limit } : {}),
    };
  }
}

/** An upload over the size limit: the 413 of any too large body, with the code of its refusal. */
export class DocumentTooLargeError extends PayloadTooLargeError {
  override body(): { detail: string; code: DocumentFailureCode } {
    return { ...super.body(), code: "too_large" };
  }
}
