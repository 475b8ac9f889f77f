import { answerQuestion } from "../answer/answer";
import { htmlToText } from "../documents/html-to-text";
import { ingestPages } from "../indexing/ingest";
import { createKnowledgeBase, openEngineTestDb, type TestDb } from "./engine-db";

/** A knowledge base holding a site's pages as the crawler reads them, answered without a model. */
export interface ExtractiveSite {
  db: TestDb;
  ask(question: string): ReturnType<typeof answerQuestion>;
  close(): Promise<void>;
}

/** Ingests `pages` (HTML by file name) as served at `origin`, in a database of their own. */
export async function extractiveSite(
  origin: string,
  pages: Readonly<Record<string, string>>,
): Promise<ExtractiveSite> {
  const db = await openEngineTestDb();
  const base = await createKnowledgeBase(db);
  const sources = Object.entries(pages).map(([name, html]) => {
    const url = `${origin}/${name}`;
    return { url, ...htmlToText(html, url) };
  });
  await ingestPages(db, base, sources);
  return {
    db,
    ask: (question) =>
      answerQuestion({ db, question, bot: { model: "none" }, knowledgeBaseIds: [base] }),
    close: () => db.close(),
  };
}
