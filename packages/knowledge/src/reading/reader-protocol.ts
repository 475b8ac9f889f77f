import type { DocumentLimit } from "@org/api-client";
import type { DocumentErrorCode } from "../documents/document-error";
import type { HtmlPage } from "../documents/html-to-text";
import type { DocumentKind } from "../documents/sniff-document";
import type { Chunk, ChunkingOptions } from "../indexing/chunker";
import type { PackedText } from "./packed-text";

// What the server's thread and a reader (a worker thread) say to each other.

export type ReaderRequest =
  | {
      kind: "document";
      bytes: Uint8Array;
      maxBytes: number;
      /** What to send back: the kind alone, or the document's chunks too. */
      chunk?: { url: string; title: string; chunking?: ChunkingOptions };
    }
  | { kind: "page"; body: Uint8Array; contentType: string; url: string };

export interface ReadDocumentReply {
  kind: DocumentKind;
  /** When asked for: the document cut into chunks where it was read. */
  chunks?: Chunk[];
}

export interface ReadPageReply {
  packed: PackedText;
  /** The page's links, one per line: an address holds no line break. */
  links: string;
  robots: HtmlPage["robots"];
}

export type ReaderReply =
  | { type: "read"; read: ReadDocumentReply | ReadPageReply }
  /** The file cannot be read (a DocumentError). */
  | { type: "refused"; code: DocumentErrorCode; message: string; limit?: DocumentLimit }
  /** A buffer past the limit was asked for: the reader is to be stopped where it stands. */
  | { type: "limit"; limit: DocumentLimit }
  /** The reader failed for another reason: a fault of ours, not of the file. */
  | { type: "failed"; message: string; stack?: string };
