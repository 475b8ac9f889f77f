import { ApiError, documentRefusalCode } from "@org/api-client";
import { frenchFieldErrors, frenchRefusal } from "@/lib/server-messages";

// What an upload of a document and the replacement of its file share.

/** The kinds of file the API reads. */
export const ACCEPTED_FILES = [
  ".pdf",
  ".docx",
  ".md",
  ".markdown",
  ".txt",
  ".html",
  ".htm",
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "text/markdown",
  "text/plain",
  "text/html",
].join(",");

/**
 * Why a file was not taken, in French: by the reason the server names (with its size limit for a
 * file too large), else by its words; a failure without an answer is a connection problem.
 */
export function documentFailureMessage(error: unknown): string {
  if (documentRefusalCode(error)) return frenchRefusal(error) ?? "Document refusé par le serveur.";
  if (error instanceof ApiError && error.kind === "response") {
    const refused = frenchFieldErrors(error);
    const said = refused.document ?? refused.name ?? frenchRefusal(error) ?? error.message;
    return `Document refusé par le serveur : ${said}`;
  }
  return "L'envoi a échoué. Vérifiez votre connexion et réessayez.";
}
