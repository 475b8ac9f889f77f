export type DocumentErrorCode =
  /** Not a PDF, DOCX, HTML, Markdown or UTF-8 text file. */
  | "unsupported_type"
  /** The right kind of file, but damaged, encrypted or otherwise impossible to read. */
  | "unreadable"
  | "too_large"
  /** Read fine, but holds no text (e.g. a scanned PDF). */
  | "empty";

/** A document that cannot become text; the message is fit to show to the person who sent it. */
export class DocumentError extends Error {
  override readonly name = "DocumentError";

  constructor(
    readonly code: DocumentErrorCode,
    message: string,
  ) {
    super(message);
  }
}
