import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NO_ANSWER_REPLY } from "./answer/extractive-answer";
import { vectorStoreAvailable } from "./indexing/vector-store";
import {
  createKnowledgeEngine,
  type JobProgress,
  type KnowledgeBaseSource,
  NO_VECTOR_STORE_FAILURE,
} from "./knowledge-engine";
import type { TestDb } from "./testing/engine-db";
import { createKnowledgeBase, openEngineTestDb } from "./testing/engine-db";
import { type LocalServer, readJson, startLocalServer } from "./testing/local-server";

const KEY = "sk-engine-secret-key-0123456789";

/** Words of one meaning for the fake model: it knows that a bus is a coach. */
const MEANINGS: Record<string, number> = { car: 0, bus: 0, autocar: 0, navette: 0 };

function embed(text: string): number[] {
  const vector = [0, 0, 0, 0.01];
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    const meaning = MEANINGS[word];
    if (meaning !== undefined) vector[meaning] = (vector[meaning] ?? 0) + 1;
    else if (word.length > 3)
      vector[1 + (word.length % 2)] = (vector[1 + (word.length % 2)] ?? 0) + 0.05;
  }
  return vector;
}

let db: TestDb;
let provider: LocalServer;
let behaviour: "ok" | "fail" | "slow" = "ok";
const authorizations: (string | undefined)[] = [];
const warnings: { message: string; fields?: Record<string, unknown> }[] = [];
const engine = createKnowledgeEngine({
  logger: { warn: (message, fields) => warnings.push({ message, fields }) },
});

beforeAll(async () => {
  db = await openEngineTestDb();
  provider = await startLocalServer((request, response) => {
    void (async () => {
      const body = (await readJson(request)) as { input: string[] };
      authorizations.push(request.headers.authorization);
      if (behaviour === "fail") return response.writeHead(502).end();
      if (behaviour === "slow") return setTimeout(() => response.destroy(), 2000);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          data: body.input.map((text, index) => ({ index, embedding: embed(text) })),
        }),
      );
    })();
  });
});

afterAll(async () => {
  await provider.close();
  await db.close();
});

beforeEach(() => {
  behaviour = "ok";
  warnings.length = 0;
  authorizations.length = 0;
});

const embedder = (model = "meanings-1") => ({
  baseUrl: `${provider.origin}/v1`,
  apiKey: KEY,
  model,
  timeoutMs: 300,
});

const textSource = (id: number, value: string): KnowledgeBaseSource => ({
  id,
  type: "text",
  name: "Transports",
  value,
  url: null,
  crawl: null,
  document: null,
});

const TEXT = `# Transports

## Ramassage scolaire

Le car passe devant la mairie à 7 h 45 chaque matin de classe.

## Déchetterie

La déchetterie accueille les encombrants le samedi.`;

describe("the engine with an embedding provider", () => {
  it("embeds the chunks after indexing them, reporting the chunks embedded", async () => {
    const base = await createKnowledgeBase(db);
    const progress: JobProgress[] = [];
    const result = await engine.ingest({
      db,
      knowledgeBase: textSource(base, TEXT),
      crawlAllowedHosts: [],
      embedder: embedder(),
      report: async (step) => {
        progress.push(step);
      },
      signal: new AbortController().signal,
    });
    expect(result.chunkCount).toBe(2);
    if (!(await vectorStoreAvailable(db))) {
      expect(result.embedding).toEqual({
        model: "meanings-1",
        embedded: 0,
        embeddedChunks: 0,
        totalChunks: 0,
        failure: NO_VECTOR_STORE_FAILURE,
      });
      return;
    }
    expect(result.embedding).toEqual({
      model: "meanings-1",
      embedded: 2,
      embeddedChunks: 2,
      totalChunks: 2,
    });
    expect(progress).toEqual([
      { done: 0, total: 2, stage: "embedding" },
      { done: 2, total: 2, stage: "embedding" },
    ]);
    expect(authorizations).toEqual([`Bearer ${KEY}`]);

    // A question sharing no word with the page but its meaning finds it through its vector.
    const answer = await engine.answer({
      db,
      bot: { id: 1, model: "none" },
      knowledgeBaseIds: [base],
      question: "À quelle heure est le bus ?",
      history: [],
      provider: { apiKey: undefined, baseUrl: undefined },
      embedder: embedder(),
    });
    expect(answer.links.map((link) => link.chunk)).toEqual([
      "Le car passe devant la mairie à 7 h 45 chaque matin de classe.",
    ]);
  });

  it("answers by words alone when the question cannot be embedded, and logs why without the key", async () => {
    const base = await createKnowledgeBase(db);
    await engine.ingest({
      db,
      knowledgeBase: textSource(base, TEXT),
      crawlAllowedHosts: [],
      embedder: embedder(),
      report: async () => {},
      signal: new AbortController().signal,
    });
    const withVectors = await vectorStoreAvailable(db);
    for (const mode of ["fail", "slow"] as const) {
      behaviour = mode;
      warnings.length = 0;
      const ask = (question: string) =>
        engine.answer({
          db,
          bot: { id: 7, model: "none" },
          knowledgeBaseIds: [base],
          question,
          history: [],
          provider: { apiKey: undefined, baseUrl: undefined },
          embedder: embedder(),
        });
      const byWords = await ask("Quand la déchetterie accueille-t-elle les encombrants ?");
      expect(byWords.mode).toBe("extractive");
      expect(byWords.answer).toContain("le samedi");
      expect((await ask("À quelle heure est le bus ?")).answer).toBe(NO_ANSWER_REPLY);
      if (withVectors) {
        expect(warnings[0]).toEqual({
          message: "Searched by words alone: the question could not be embedded",
          fields: {
            botId: 7,
            model: "meanings-1",
            reason:
              mode === "fail"
                ? "the provider answered HTTP 502"
                : "the provider did not answer within 0.3 s",
          },
        });
      }
      expect(JSON.stringify(warnings)).not.toContain(KEY);
    }
  });

  it("embeds with a new model on demand, telling in French why it stopped short", async () => {
    const base = await createKnowledgeBase(db);
    await engine.ingest({
      db,
      knowledgeBase: textSource(base, TEXT),
      crawlAllowedHosts: [],
      report: async () => {},
      signal: new AbortController().signal,
    });
    const job = (model: string) => ({
      db,
      knowledgeBaseId: base,
      embedder: embedder(model),
      report: async () => {},
      signal: new AbortController().signal,
    });
    if (!(await vectorStoreAvailable(db))) {
      expect((await engine.embed(job("meanings-2"))).failure).toBe(NO_VECTOR_STORE_FAILURE);
      return;
    }
    behaviour = "fail";
    const failed = await engine.embed(job("meanings-2"));
    expect(failed).toEqual({
      model: "meanings-2",
      embedded: 0,
      embeddedChunks: 0,
      totalChunks: 2,
      failure:
        "Vectorisation incomplète avec le modèle meanings-2 (0 extraits sur 2) : le fournisseur a répondu par une erreur (HTTP 502). La recherche par mots reste active.",
    });
    expect(warnings.map((warning) => warning.message)).toEqual([
      "Embedding stopped: the chunks left are searched by words alone",
    ]);
    expect(JSON.stringify(warnings)).not.toContain(KEY);

    behaviour = "ok";
    expect(await engine.embed(job("meanings-2"))).toEqual({
      model: "meanings-2",
      embedded: 2,
      embeddedChunks: 2,
      totalChunks: 2,
    });
  });
});
