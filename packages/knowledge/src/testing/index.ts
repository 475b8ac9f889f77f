// What the engine's tests, the host's tests and the benchmarks share: a database with the
// engine's schema, a local web server, and documents built in memory.
export { createKnowledgeBase, openEngineTestDb, type TestDb } from "./engine-db";
export {
  buildDocx,
  gigabyteStreamPdf,
  largeHtml,
  nestedHtml,
  pdfWithContentStream,
  textOperatorsPdf,
  tinyParagraphsDocx,
} from "./hostile-documents";
export { startLocalServer } from "./local-server";
export { buildPdf, type PdfLine } from "./pdf-fixture";
export { buildZip } from "./zip-fixture";
