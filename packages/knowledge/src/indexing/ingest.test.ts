import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerQuestion } from "../answer/answer";
import type { Db } from "../db";
import { DocumentError } from "../documents/document-error";
import { retrieve } from "../retrieve/retrieve";
import type { TestDb } from "../testing/engine-db";
import { createKnowledgeBase, openEngineTestDb } from "../testing/engine-db";
import { type LocalServer, readJson, startLocalServer } from "../testing/local-server";
import { buildPdf } from "../testing/pdf-fixture";
import { ReplacedMeanwhileError, replaceChunks, visibleChunk } from "./chunk-store";
import { chunkSources } from "./chunker";
import { embedMissingChunks, ingestDocument, ingestPages, ingestText } from "./ingest";
import { KnowledgeBaseDeletedError } from "./ingest-error";
import { vectorStoreAvailable } from "./vector-store";

let db: TestDb;
let embeddings: LocalServer;
let embeddingCalls = 0;
let embeddingsFail = false;
/** Sizes of the embedding requests, in order. */
const batches: number[] = [];

/** Topics the fake embedding model knows; a text's vector counts its words of each topic. */
const TOPICS = [
  ["garderie", "garder", "matin", "tôt", "avant"],
  ["repas", "cantine", "manger", "menus", "déjeuner"],
  ["car", "bus", "transport", "trajet"],
];

function embed(text: string): number[] {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  return [...TOPICS.map((topic) => words.filter((word) => topic.includes(word)).length), 0.01];
}

beforeAll(async () => {
  db = await openEngineTestDb();
  embeddings = await startLocalServer((request, response) => {
    void (async () => {
      const body = (await readJson(request)) as { model: string; input: string[] };
      embeddingCalls += body.input.length;
      batches.push(body.input.length);
      if (embeddingsFail) return response.writeHead(503).end();
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          data: body.input.map((text, index) => ({ index, embedding: embed(text) })).reverse(),
        }),
      );
    })();
  });
});

afterAll(async () => {
  await embeddings.close();
  await db.close();
});

const countChunks = async (base: number) =>
  (
    await db.query<{ chunk_count: number; last_ingested_at: unknown; stored: number }>(
      `SELECT chunk_count, last_ingested_at,
              (SELECT count(*)::int FROM knowledge_chunks WHERE knowledge_base_id = $1) AS stored
         FROM knowledge_bases WHERE id = $1`,
      [base],
    )
  ).rows[0];

/** `count` pages of a town hall's rooms, one short paragraph each. */
const roomPages = (count: number) =>
  Array.from({ length: count }, (_, room) => ({
    url: `https://m.example/salles/${room}`,
    title: `Salle ${room}`,
    blocks: [{ headingPath: ["Horaires"], text: `La salle numéro ${room} ouvre le samedi.` }],
  }));

/** The chunks of a knowledge base (id and text, places) and its version. */
const chunkRows = async (base: number) => {
  const { rows } = await db.query<{ id: number; content: string; position: number }>(
    "SELECT id, content, position FROM knowledge_chunks WHERE knowledge_base_id = $1 ORDER BY id",
    [base],
  );
  const { rows: bases } = await db.query<{ index_version: string }>(
    "SELECT index_version FROM knowledge_bases WHERE id = $1",
    [base],
  );
  return {
    chunks: rows.map(({ id, content }) => ({ id, content })),
    positions: rows.map((row) => row.position),
    version: bases[0]?.index_version,
  };
};

describe("ingestion", () => {
  it("replaces a knowledge base's chunks, keeping unchanged ones and counting them", async () => {
    const base = await createKnowledgeBase(db);
    const page = (url: string, text: string) => ({
      url,
      title: "Mairie",
      blocks: [{ headingPath: ["Services"], text }],
    });
    const first = await ingestPages(db, base, [
      page("https://m.example/a", "La mairie est ouverte le samedi matin."),
      page("https://m.example/b", "Le marché a lieu le jeudi."),
      page("https://m.example/c", "La mairie est ouverte le samedi matin."),
    ]);
    // The third page says what the first says: its text is indexed once, under the first.
    expect(first).toEqual({
      chunkCount: 2,
      added: 2,
      removed: 0,
      pages: { added: 2, changed: 0, removed: 0, unchanged: 0, failed: 0 },
      embedded: 0,
    });
    expect(await countChunks(base)).toMatchObject({ chunk_count: 2, stored: 2 });
    expect((await countChunks(base))?.last_ingested_at).not.toBeNull();

    const second = await ingestPages(db, base, [
      page("https://m.example/a", "La mairie est ouverte le samedi matin."),
      page("https://m.example/d", "La déchetterie ferme le lundi."),
    ]);
    expect(second).toEqual({
      chunkCount: 2,
      added: 1,
      removed: 1,
      pages: { added: 1, changed: 0, removed: 1, unchanged: 1, failed: 0 },
      embedded: 0,
    });
    const { chunks } = await retrieve(db, "marché jeudi", [base]);
    expect(chunks).toEqual([]);

    const third = await ingestPages(db, base, [
      page("https://m.example/a", "La mairie est ouverte le samedi matin et le mercredi."),
      page("https://m.example/d", "La déchetterie ferme le lundi."),
    ]);
    expect(third).toMatchObject({
      added: 1,
      removed: 1,
      pages: { added: 0, changed: 1, removed: 0, unchanged: 1, failed: 0 },
    });
  });

  it("quotes a kept chunk as its page reads now, when only its case or spacing changed", async () => {
    const base = await createKnowledgeBase(db);
    const page = (text: string) => ({
      url: "https://m.example/horaires",
      title: "Mairie",
      blocks: [{ headingPath: ["Horaires"], text }],
    });
    await ingestPages(db, base, [page("La mairie ouvre le SAMEDI   matin.")]);
    const before = await chunkRows(base);

    const again = await ingestPages(db, base, [page("La mairie ouvre le samedi matin.")]);
    // The same text, to the hash: the chunk is kept (with its embeddings), its words rewritten.
    expect(again).toMatchObject({ added: 0, removed: 0, pages: { unchanged: 1 } });
    const after = await chunkRows(base);
    expect(after.chunks).toEqual([
      { id: before.chunks[0]?.id, content: "La mairie ouvre le samedi matin." },
    ]);
    expect(after.version).not.toBe(before.version);
    const { answer } = await answerQuestion({
      db,
      question: "Quand la mairie ouvre-t-elle ?",
      bot: { model: "none" },
      knowledgeBaseIds: [base],
    });
    expect(answer).toContain("La mairie ouvre le samedi matin.");
  });

  it("keeps the chunks of pages read again as they were, counting them unchanged or failed", async () => {
    const base = await createKnowledgeBase(db);
    const rooms = roomPages(6);
    await ingestPages(db, base, rooms);
    const before = await chunkRows(base);
    const ingestedAt = (await countChunks(base))?.last_ingested_at;

    let writes = 0;
    const again = await ingestPages(db, base, rooms, {
      keptThroughFailure: new Set([rooms[2]?.url ?? ""]),
      guard: async () => {
        writes += 1;
      },
    });
    // One transaction, which moves last_ingested_at alone: no claim, no batch, no switch.
    expect(writes).toBe(1);
    expect(again).toEqual({
      chunkCount: 6,
      added: 0,
      removed: 0,
      pages: { added: 0, changed: 0, removed: 0, unchanged: 5, failed: 1 },
      embedded: 0,
    });
    expect(await chunkRows(base)).toEqual(before);
    expect((await countChunks(base))?.last_ingested_at).not.toEqual(ingestedAt);

    // In another order, or cut otherwise, the same pages are cut again.
    const reversed = await ingestPages(db, base, [...rooms].reverse());
    expect(reversed.pages).toMatchObject({ unchanged: 6 });
    expect((await chunkRows(base)).positions).toEqual([...before.positions].reverse());
    const recut = await ingestPages(db, base, rooms, { chunking: { targetSize: 20, overlap: 0 } });
    expect(recut.added).toBeGreaterThan(0);
  });

  it("cuts a text again after a document or a text was indexed in between", async () => {
    const base = await createKnowledgeBase(db);
    await ingestText(db, base, "");
    await ingestText(db, base, "Le marché a lieu le jeudi.");
    expect(await countChunks(base)).toMatchObject({ chunk_count: 1, stored: 1 });
    // The same (empty) pages as the first time: the text read in between is still replaced.
    await ingestText(db, base, "");
    expect(await countChunks(base)).toMatchObject({ chunk_count: 0, stored: 0 });
  });

  it("cleans up after an ingestion stopped midway, though the next one reads the same pages", async () => {
    const base = await createKnowledgeBase(db);
    const rooms = roomPages(25);
    await ingestPages(db, base, rooms.slice(0, 20));
    let writes = 0;
    const lost = new Error("claim lost");
    // Its claim, the clean-up and the five new rooms' chunks written, out of sight; its switch lost.
    const stopped = ingestPages(db, base, rooms, {
      guard: async () => {
        if (++writes === 4) throw lost;
      },
    });
    await expect(stopped).rejects.toBe(lost);
    expect((await countChunks(base))?.stored).toBeGreaterThan(20);
    await ingestPages(db, base, rooms.slice(0, 20));
    expect(await countChunks(base)).toMatchObject({ chunk_count: 20, stored: 20 });
  });

  it("indexes a document and leaves the old content in place when the new one is unreadable", async () => {
    const base = await createKnowledgeBase(db);
    const pdf = buildPdf([
      [
        { size: 18, text: "Piscine municipale" },
        { size: 11, text: "Le bassin est ouvert aux scolaires le mardi.", gapBefore: 6 },
      ],
    ]);
    const result = await ingestDocument(db, base, pdf, { url: "/documents/piscine.pdf" });
    expect(result).toMatchObject({ kind: "pdf", chunkCount: 1 });
    const [chunk] = (await retrieve(db, "Quand le bassin est-il ouvert aux scolaires ?", [base]))
      .chunks;
    expect(chunk).toMatchObject({
      url: "/documents/piscine.pdf",
      title: "Piscine municipale",
      headingPath: "Piscine municipale",
    });

    await expect(ingestDocument(db, base, new Uint8Array([0, 1, 2, 3]))).rejects.toBeInstanceOf(
      DocumentError,
    );
    expect(await countChunks(base)).toMatchObject({ chunk_count: 1, stored: 1 });
  });

  it("writes nothing when the write guard refuses: the chunks stay as they were", async () => {
    const base = await createKnowledgeBase(db);
    await ingestText(db, base, "Le marché a lieu le mardi.");
    const refused = new Error("claim lost");
    const guarded: number[] = [];
    await expect(
      ingestText(db, base, "Le marché a lieu le samedi.", {
        guard: async (tx) => {
          // Run last: the transaction's writes are there to be refused.
          const { rows } = await tx.query<{ count: number }>(
            "SELECT count(*)::int AS count FROM knowledge_chunks WHERE knowledge_base_id = $1",
            [base],
          );
          guarded.push(rows[0]?.count ?? 0);
          throw refused;
        },
      }),
    ).rejects.toBe(refused);
    expect(guarded).toEqual([1]);
    const { rows } = await db.query<{ content: string }>(
      "SELECT content FROM knowledge_chunks WHERE knowledge_base_id = $1",
      [base],
    );
    expect(rows.map((row) => row.content)).toEqual(["Le marché a lieu le mardi."]);
    expect(await countChunks(base)).toMatchObject({ chunk_count: 1, stored: 1 });

    await ingestText(db, base, "Le marché a lieu le samedi.", { guard: async () => undefined });
    expect(
      (await retrieve(db, "marché samedi", [base])).chunks.map((chunk) => chunk.content),
    ).toEqual(["Le marché a lieu le samedi."]);
  });

  it("answers from the old content until a replacement is whole, even one stopped midway", async () => {
    const base = await createKnowledgeBase(db);
    await ingestText(db, base, "Le marché a lieu le mardi.");
    const rooms = roomPages(25);
    const visible = async (target: Db) =>
      (
        await target.query<{ content: string }>(
          `SELECT c.content FROM knowledge_chunks c
             JOIN knowledge_bases kb ON kb.id = c.knowledge_base_id
            WHERE kb.id = $1 AND ${visibleChunk("c", "kb")}`,
          [base],
        )
      ).rows.map((row) => row.content);
    const seen: string[][] = [];
    const lost = new Error("claim lost");
    await expect(
      ingestPages(db, base, rooms, {
        guard: async (tx) => {
          seen.push(await visible(tx));
          // Its claim, the clean-up, a first batch written; the second refused.
          if (seen.length === 4) throw lost;
        },
      }),
    ).rejects.toBe(lost);
    // Its first batches were written, out of sight: the knowledge base still answers as before.
    expect(seen).toEqual(Array(4).fill(["Le marché a lieu le mardi."]));
    expect((await countChunks(base))?.stored).toBeGreaterThan(1);
    expect(await visible(db)).toEqual(["Le marché a lieu le mardi."]);
    expect(
      (await retrieve(db, "marché mardi", [base])).chunks.map((chunk) => chunk.content),
    ).toEqual(["Le marché a lieu le mardi."]);

    const replaced = await ingestPages(db, base, rooms, { guard: async () => undefined });
    expect(replaced).toMatchObject({ chunkCount: 25, added: 25, removed: 1, embedded: 0 });
    expect(await countChunks(base)).toMatchObject({ chunk_count: 25, stored: 25 });
    expect((await retrieve(db, "marché mardi", [base])).chunks).toEqual([]);
    expect((await retrieve(db, "salle numéro 7 samedi", [base])).chunks[0]?.content).toContain(
      "La salle numéro 7 ouvre le samedi.",
    );
  });

  it("leaves the later of two replacements run at once, whole: the earlier one stops", async () => {
    const base = await createKnowledgeBase(db);
    const pages = (what: string) =>
      Array.from({ length: 25 }, (_, room) => ({
        url: `https://m.example/${what}/${room}`,
        title: `${what} ${room}`,
        blocks: [{ headingPath: ["Horaires"], text: `Le ${what} numéro ${room} ouvre le lundi.` }],
      }));
    const stade = chunkSources(pages("stade"));
    // The later one asks for the knowledge base while the earlier one claims it.
    let later: Promise<unknown> | undefined;
    const earlier = replaceChunks(db, base, chunkSources(pages("gymnase")), {
      guard: async () => {
        later ??= replaceChunks(db, base, stade);
      },
    });
    await expect(earlier).rejects.toBeInstanceOf(ReplacedMeanwhileError);
    await expect(later).resolves.toMatchObject({ chunkCount: 25, added: 25 });
    const { rows } = await db.query<{ content: string }>(
      "SELECT content FROM knowledge_chunks WHERE knowledge_base_id = $1",
      [base],
    );
    expect(rows.map((row) => row.content).sort()).toEqual(
      pages("stade")
        .map((page) => page.blocks[0]?.text)
        .sort(),
    );
    expect(await countChunks(base)).toMatchObject({ chunk_count: 25, stored: 25 });
  });

  it("stops when its knowledge base is deleted midway, leaving nothing of it", async () => {
    const base = await createKnowledgeBase(db);
    const pages = Array.from({ length: 25 }, (_, room) => ({
      url: `https://m.example/salle/${room}`,
      title: `Salle ${room}`,
      blocks: [{ headingPath: ["Horaires"], text: `La salle numéro ${room} ouvre le lundi.` }],
    }));
    // The knowledge base is deleted as the replacement's first transaction commits.
    let deletion: Promise<unknown> | undefined;
    const replacement = replaceChunks(db, base, chunkSources(pages), {
      guard: async () => {
        deletion ??= db.query("DELETE FROM knowledge_bases WHERE id = $1", [base]);
      },
    });
    await expect(replacement).rejects.toBeInstanceOf(KnowledgeBaseDeletedError);
    await deletion;
    const left = await db.query("SELECT 1 FROM knowledge_chunks WHERE knowledge_base_id = $1", [
      base,
    ]);
    expect(left.rows).toEqual([]);
  });

  it("indexes a page whose text holds NUL characters, which no text column can store", async () => {
    const base = await createKnowledgeBase(db);
    await ingestPages(db, base, [
      {
        url: "https://m.example/piscine",
        title: "Pis\u0000cine",
        blocks: [
          { headingPath: ["Hor\u0000aires"], text: "Le bassin ouvre\u0000 le mardi.\u0000" },
          { headingPath: ["Hor\u0000aires"], text: "\u0000" },
        ],
      },
    ]);
    const { chunks } = await retrieve(db, "Quand le bassin ouvre-t-il ?", [base]);
    expect(chunks).toMatchObject([
      { title: "Piscine", headingPath: "Horaires", content: "Le bassin ouvre le mardi." },
    ]);
  });

  it("finds a document or a text set with ligatures by plain letters, and quotes it in them", async () => {
    const ask = async (base: number, question: string) =>
      (await answerQuestion({ db, question, bot: { model: "none" }, knowledgeBaseIds: [base] }))
        .answer;
    // As TeX4ht writes HTML: "ﬁ", "ﬀ", "ﬂ" are one character each.
    const document = await createKnowledgeBase(db);
    const html = `<html><head><title>Guide de la sauvegarde</title></head><body>
      <h1>Réglages de la compression</h1>
      <p>Pour proﬁter pleinement de l'eﬀet de la compression, activez l'option avant de lancer la sauvegarde.</p>
      <h1>Apparence</h1>
      <p>Les couleurs de l'interface se changent dans le menu Préférences.</p>
    </body></html>`;
    await ingestDocument(db, document, new TextEncoder().encode(html));
    expect(await ask(document, "Comment profiter de l'effet de la compression ?")).toBe(
      "**Guide de la sauvegarde — Réglages de la compression**\n\n" +
        "Pour profiter pleinement de l'effet de la compression, activez l'option avant de lancer " +
        "la sauvegarde.",
    );

    const text = await createKnowledgeBase(db);
    await ingestText(db, text, "# Déﬁlement\n\nLe déﬁlement est plus ﬂuide avec l'option Lissage.");
    expect(await ask(text, "Comment rendre le défilement plus fluide ?")).toBe(
      "Le défilement est plus fluide avec l'option Lissage.",
    );
  });

  it("removes the chunks when their knowledge base is deleted", async () => {
    const base = await createKnowledgeBase(db);
    await ingestText(db, base, "Le conseil municipal se réunit le premier lundi du mois.");
    await db.query("DELETE FROM knowledge_bases WHERE id = $1", [base]);
    const left = await db.query("SELECT 1 FROM knowledge_chunks WHERE knowledge_base_id = $1", [
      base,
    ]);
    expect(left.rows).toEqual([]);
  });

  it("quotes stored text as Markdown that shows it as written", async () => {
    const base = await createKnowledgeBase(db);
    await ingestText(db, base, "Le tarif *réduit* vaut pour les <moins de 3 ans> [sic].");
    const { answer } = await answerQuestion({
      db,
      question: "tarif réduit",
      bot: { model: "none" },
      knowledgeBaseIds: [base],
    });
    expect(answer).toBe("Le tarif \\*réduit\\* vaut pour les \\<moins de 3 ans\\> \\[sic\\].");
  });
});

describe("similarity search", () => {
  const embedder = () => ({ baseUrl: `${embeddings.origin}/v1`, model: "topics-1" });
  const text = `# École

## Garderie

La garderie accueille les enfants dès 7 h 30.

## Cantine

Les repas sont préparés sur place.

## Transport

Le car passe à 8 h devant la mairie.`;

  it("finds by meaning what words alone miss, where the database has pgvector", async () => {
    const base = await createKnowledgeBase(db);
    const withVectors = await vectorStoreAvailable(db);
    const before = embeddingCalls;
    const ingested = await ingestText(db, base, text, { embedder: embedder() });
    expect(ingested.embedded).toBe(withVectors ? 3 : 0);

    // Nothing in common with the text but the topic of lunch.
    const question = "Où sont publiés les menus ?";
    const lexicalOnly = await retrieve(db, question, [base]);
    expect(lexicalOnly.chunks).toEqual([]);
    const fused = await retrieve(db, question, [base], { embedder: embedder() });
    if (withVectors) {
      expect(fused.chunks.map((chunk) => chunk.headingPath)).toEqual(["École > Cantine"]);
      expect(fused.chunks[0]?.similarity).toBeGreaterThan(0.9);
    } else {
      expect(fused.chunks).toEqual([]);
    }

    // Re-ingesting the same text embeds nothing again.
    const calls = embeddingCalls;
    expect((await ingestText(db, base, text, { embedder: embedder() })).embedded).toBe(0);
    expect(embeddingCalls).toBe(calls);
    // Three chunks and one question.
    expect(calls - before).toBe(withVectors ? 4 : 0);
  });

  it("goes on with text search when the embedding provider fails", async () => {
    const base = await createKnowledgeBase(db);
    embeddingsFail = true;
    try {
      const ingested = await ingestText(db, base, text, { embedder: embedder() });
      const withVectors = await vectorStoreAvailable(db);
      expect(ingested.embeddingError).toBe(
        withVectors ? "the provider answered HTTP 503" : undefined,
      );
      const errors: string[] = [];
      const { chunks } = await retrieve(db, "transport mairie", [base], {
        embedder: embedder(),
        onEmbeddingError: (error) => errors.push(error.message),
      });
      expect(chunks.map((chunk) => chunk.headingPath)).toEqual(["École > Transport"]);
      expect(errors).toEqual(withVectors ? ["the provider answered HTTP 503"] : []);
    } finally {
      embeddingsFail = false;
    }
  });
});

describe("embedding the chunks a model has no vector for", () => {
  const embedder = (model: string) => ({ baseUrl: `${embeddings.origin}/v1`, model });
  const manySections = Array.from(
    { length: 70 },
    (_, index) =>
      `## Point ${index + 1}\n\nLe point ${index + 1} parle du car numéro ${index + 1}.`,
  ).join("\n\n");
  const modelsOf = async (base: number) =>
    (
      await db.query<{ model: string; count: number }>(
        `SELECT e.model, count(*)::int AS count FROM knowledge_chunk_embeddings e
           JOIN knowledge_chunks c ON c.id = e.chunk_id
          WHERE c.knowledge_base_id = $1 GROUP BY e.model ORDER BY e.model`,
        [base],
      )
    ).rows;

  it("embeds in batches, stores each batch and reports it, then drops the other models' vectors", async () => {
    const base = await createKnowledgeBase(db);
    await ingestText(db, base, manySections);
    if (!(await vectorStoreAvailable(db))) {
      expect(await embedMissingChunks(db, base, embedder("topics-1"))).toEqual({
        available: false,
        embedded: 0,
        missing: 0,
      });
      return;
    }
    const progress: { done: number; total: number }[] = [];
    batches.length = 0;
    const first = await embedMissingChunks(db, base, embedder("topics-1"), {
      onProgress: (step) => {
        progress.push(step);
      },
    });
    expect(first).toEqual({ available: true, embedded: 70, missing: 70 });
    expect(batches).toEqual([64, 6]);
    expect(progress).toEqual([
      { done: 0, total: 70 },
      { done: 64, total: 70 },
      { done: 70, total: 70 },
    ]);
    expect(await modelsOf(base)).toEqual([{ model: "topics-1", count: 70 }]);

    // A new model: its vectors are stored beside the old ones until every chunk has one.
    embeddingsFail = true;
    try {
      const failed = await embedMissingChunks(db, base, embedder("topics-2"));
      expect(failed).toMatchObject({ available: true, embedded: 0, missing: 70 });
      expect(failed.failure?.message).toBe("the provider answered HTTP 503");
      expect(await modelsOf(base)).toEqual([{ model: "topics-1", count: 70 }]);
    } finally {
      embeddingsFail = false;
    }
    const second = await embedMissingChunks(db, base, embedder("topics-2"));
    expect(second).toEqual({ available: true, embedded: 70, missing: 70 });
    expect(await modelsOf(base)).toEqual([{ model: "topics-2", count: 70 }]);
    // Nothing is missing any more: no call at all.
    batches.length = 0;
    expect(await embedMissingChunks(db, base, embedder("topics-2"))).toEqual({
      available: true,
      embedded: 0,
      missing: 0,
    });
    expect(batches).toEqual([]);
  });

  it("stores no vector that the write guard refuses", async () => {
    const base = await createKnowledgeBase(db);
    await ingestText(db, base, manySections);
    if (!(await vectorStoreAvailable(db))) return;
    let batchesLeft = 1;
    const run = embedMissingChunks(db, base, embedder("topics-4"), {
      guard: async () => {
        if (batchesLeft === 0) throw new Error("claim lost");
        batchesLeft -= 1;
      },
    });
    await expect(run).rejects.toThrow("claim lost");
    expect(await modelsOf(base)).toEqual([{ model: "topics-4", count: 64 }]);
  });

  it("stops when its knowledge base is deleted between two batches", async () => {
    const base = await createKnowledgeBase(db);
    await ingestText(db, base, manySections);
    if (!(await vectorStoreAvailable(db))) return;
    const run = embedMissingChunks(db, base, embedder("topics-5"), {
      onProgress: async (step) => {
        if (step.done > 0) await db.query("DELETE FROM knowledge_bases WHERE id = $1", [base]);
      },
    });
    await expect(run).rejects.toBeInstanceOf(KnowledgeBaseDeletedError);
    expect(await modelsOf(base)).toEqual([]);
  });

  it("stops when asked to, before the next batch", async () => {
    const base = await createKnowledgeBase(db);
    await ingestText(db, base, manySections);
    if (!(await vectorStoreAvailable(db))) return;
    const controller = new AbortController();
    const run = embedMissingChunks(db, base, embedder("topics-3"), {
      signal: controller.signal,
      onProgress: (step) => {
        if (step.done > 0) controller.abort(new Error("shutting down"));
      },
    });
    await expect(run).rejects.toThrow("shutting down");
    expect(await modelsOf(base)).toEqual([{ model: "topics-3", count: 64 }]);
  });
});
