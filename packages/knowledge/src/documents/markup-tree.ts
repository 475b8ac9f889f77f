import { type Document, DomHandler } from "domhandler";
import { Parser } from "htmlparser2";
import { MAX_NESTING_DEPTH } from "../constants";
import { refusedByLimit } from "./document-error";

/** Builds the tree and stops at the first element nested past MAX_NESTING_DEPTH. */
class DepthLimitedHandler extends DomHandler {
  override onopentag(name: string, attribs: Record<string, string>): void {
    // The stack holds the document itself below the open elements.
    if (this.tagStack.length > MAX_NESTING_DEPTH) throw nestedTooDeep();
    super.onopentag(name, attribs);
  }
}

/**
 * The tree of an HTML page. Throws a DocumentError (limit `nesting`) for elements nested past
 * MAX_NESTING_DEPTH, before the parser, whose work grows with the square of the depth, and the
 * readers of the tree, which follow it level by level, are held by them.
 */
export function parseHtmlTree(html: string): Document {
  const handler = new DepthLimitedHandler();
  new Parser(handler, { decodeEntities: true, lowerCaseTags: true }).end(html);
  return handler.root;
}

export function nestedTooDeep() {
  return refusedByLimit({ kind: "nesting", value: MAX_NESTING_DEPTH });
}
