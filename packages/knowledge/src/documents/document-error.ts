import type { DocumentLimit } from "@org/api-client";

export type DocumentErrorCode =
  /** Not a PDF, DOCX, HTML, Markdown or UTF-8 text file. */
  | "unsupported_type"
  /** The right kind of file, but damaged, encrypted or otherwise impossible to read. */
  | "unreadable"
  | "too_large"
  /** Read fine, but holds no text (e.g. a scanned PDF). */
  | "empty";

/**
 * A document that cannot become text; the message is fit to show to the person who sent it.
 * `limit` names the limit of the reader it went past, when one refused it.
 */
export class DocumentError extends Error {
  override readonly name = "DocumentError";

  constructor(
    readonly code: DocumentErrorCode,
    message: string,
    readonly limit?: DocumentLimit,
  ) {
    super(message);
  }
}

/** The refusal of a document that went past `limit`. */
export function refusedByLimit(limit: DocumentLimit): DocumentError {
  const { kind, value } = limit;
  switch (kind) {
    case "read_time":
      return new DocumentError(
        "too_large",
        `The document took more than ${value} s to read.`,
        limit,
      );
    case "memory":
      return new DocumentError(
        "too_large",
        `Reading the document needed more than ${megabytes(value)} of memory.`,
        limit,
      );
    case "expanded_size":
      return new DocumentError(
        "too_large",
        `The document expands to more than ${megabytes(value)} once decompressed.`,
        limit,
      );
    case "page_text":
      return new DocumentError(
        "too_large",
        `A page of the PDF holds more than ${value.toLocaleString("en")} characters of text.`,
        limit,
      );
    case "pages":
      return new DocumentError(
        "too_large",
        `The PDF has more than ${value.toLocaleString("en")} pages.`,
        limit,
      );
    case "nesting":
      return new DocumentError(
        "unreadable",
        `This document's elements are nested more than ${value.toLocaleString("en")} levels deep.`,
        limit,
      );
  }
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
