import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NO_ANSWER_REPLY, NO_VECTOR_STORE_FAILURE, vectorStoreAvailable } from "@org/knowledge";
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "@org/knowledge/testing/provider";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/types";
import { credentialsOf, seededDemo } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";
import { NO_EMBEDDING_PROVIDER } from "../tasks/task-failures";

interface TaskBody {
  id: number;
  kind: string;
  status: string;
  progress_done: number;
  progress_total: number;
  progress_stage: string;
  errors: { url: string; message: string }[];
}

const ACCOUNT_KEY = "sk-embeddings-account-0123456789";

/** Seventy short sections, one chunk each: two batches of embeddings (64 + 6). */
const CATALOGUE = [
  "# Catalogue des services",
  ...Array.from(
    { length: 69 },
    (_, index) =>
      `## Fiche ${index + 1}\n\nLa fiche numéro ${index + 1} décrit la démarche administrative ${index + 1} de la commune.`,
  ),
  "## Restauration\n\nLe zorglub est servi chaque jeudi au réfectoire.",
].join("\n\n");

/** Shares no word with the section it is about, only its meaning (a meal). */
const MEANING_ONLY_QUESTION = "Quand mange-t-on le plat du jour ?";

/** Words the fake embedding model reads as one meaning, whatever the wording: meals. */
const MEANINGS = {
  zorglub: "meal",
  plat: "meal",
  plats: "meal",
  mange: "meal",
  manger: "meal",
  refectoire: "meal",
  menu: "meal",
  menus: "meal",
};

/** Rows of the vectors of a knowledge base, by model. */
async function vectorsByModel(db: Db, knowledgeBaseId: number): Promise<Record<string, number>> {
  const { rows } = await db.query<{ model: string; count: number }>(
    `SELECT e.model, count(*)::int AS count
       FROM knowledge_chunk_embeddings e JOIN knowledge_chunks c ON c.id = e.chunk_id
      WHERE c.knowledge_base_id = $1 GROUP BY e.model ORDER BY e.model`,
    [knowledgeBaseId],
  );
  return Object.fromEntries(rows.map((row) => [row.model, row.count]));
}

function helpers(api: TestApi, token: () => string) {
  const request = (method: string, path: string, json?: unknown) =>
    api.request(method, path, { token: token(), json });
  const task = async (id: number) => (await request("GET", `/api/tasks/${id}/`)).body as TaskBody;
  const settled = async (id: number): Promise<TaskBody> => {
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const current = await task(id);
      if (current.status === "succeeded" || current.status === "failed") return current;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Task ${id} did not finish`);
  };
  const tasksOf = async (knowledgeBaseId: number) =>
    (await request("GET", `/api/tasks/?knowledge_base=${knowledgeBaseId}`)).body
      .results as TaskBody[];
  const latestTask = async (knowledgeBaseId: number) => {
    const [latest] = await tasksOf(knowledgeBaseId);
    if (!latest) throw new Error(`No task for knowledge base ${knowledgeBaseId}`);
    return latest;
  };
  const createAccount = async (fields: Record<string, unknown>) => {
    const created = await request("POST", "/api/accounts/", fields);
    expect(created.status).toBe(201);
    return created.body.id as number;
  };
  const createBase = async (account: number, name: string, value: string) => {
    const created = await request("POST", "/api/text_knowledge_bases/", { account, name, value });
    expect(created.status).toBe(201);
    return created.body.id as number;
  };
  const base = async (id: number) =>
    (await request("GET", `/api/text_knowledge_bases/${id}/`)).body;
  const ask = async (botId: number, message: string) => {
    const session = (await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } }))
      .body;
    const answer = await api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(session), message },
    });
    expect(answer.status).toBe(200);
    return answer.body as { answer: string; links: { url: string; chunk: string }[] };
  };
  const createBot = async (account: number, knowledgeBaseIds: number[]) => {
    const bot = await request("POST", "/api/bots/", {
      account,
      name: "Guichet",
      text_knowledges: knowledgeBaseIds,
    });
    expect(bot.status).toBe(201);
    return bot.body.id as number;
  };
  return {
    request,
    task,
    settled,
    tasksOf,
    latestTask,
    createAccount,
    createBase,
    base,
    ask,
    createBot,
  };
}

describe("embeddings through an account's OpenAI-compatible provider", () => {
  let api: TestApi;
  let token: string;
  let provider: OpenAiCompatibleServer;
  let withVectors: boolean;
  let h: ReturnType<typeof helpers>;
  const model = "hash-embed-1";

  beforeAll(async () => {
    provider = await startOpenAiCompatibleServer({ meanings: MEANINGS });
    api = await startTestApi({ config: { providerTimeoutMs: 400 }, taskPollIntervalMs: 100 });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    withVectors = await vectorStoreAvailable(api.db);
    h = helpers(api, () => token);
  });
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });
  beforeEach(() => {
    provider.behaviour.embeddings = "ok";
    provider.behaviour.chat = "ok";
  });

  const accountWithModel = (name: string, embeddingModel = model) =>
    h.createAccount({
      name,
      openai_api_key: ACCOUNT_KEY,
      openai_base_url: provider.baseUrl,
      embedding_model: embeddingModel,
    });

  it("embeds a knowledge base as it is ingested, batch by batch, with progress, and says so", async () => {
    const account = await accountWithModel("Vecteurs");
    const read = await h.request("GET", `/api/accounts/${account}/`);
    expect(read.body).toMatchObject({
      embedding_model: model,
      openai_base_url: provider.baseUrl,
      masked_openai_api_key: "sk-...6789",
    });
    const callsBefore = provider.embeddingCalls.length;
    // The first batch goes through; the second waits, so that the progress can be seen.
    const hold = provider.holdEmbeddings(1);
    const id = await h.createBase(account, "Catalogue", CATALOGUE);
    const ingestion = await h.latestTask(id);
    expect(ingestion.kind).toBe("text_ingest");

    if (withVectors) {
      await hold.arrived;
      let running = await h.task(ingestion.id);
      for (let attempt = 0; attempt < 100 && running.progress_done < 64; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        running = await h.task(ingestion.id);
      }
      expect(running).toMatchObject({
        status: "running",
        progress_stage: "embedding",
        progress_done: 64,
        progress_total: 70,
      });
      expect((await h.base(id)).embedding).toEqual({
        model,
        embedded_chunks: 64,
        total_chunks: 70,
        error: null,
      });
    }
    hold.release();

    const done = await h.settled(ingestion.id);
    const base = await h.base(id);
    expect(base.chunk_count).toBe(70);
    if (withVectors) {
      expect(done).toMatchObject({
        status: "succeeded",
        progress_stage: "embedding",
        progress_done: 70,
        progress_total: 70,
        errors: [],
      });
      expect(base.embedding).toEqual({
        model,
        embedded_chunks: 70,
        total_chunks: 70,
        error: null,
      });
      const calls = provider.embeddingCalls.slice(callsBefore);
      expect(calls.map((call) => [call.model, call.input.length, call.authorization])).toEqual([
        [model, 64, `Bearer ${ACCOUNT_KEY}`],
        [model, 6, `Bearer ${ACCOUNT_KEY}`],
      ]);
      expect(await vectorsByModel(api.db, id)).toEqual({ [model]: 70 });
    } else {
      // No pgvector on this server: indexed for words, and the administrator is told why.
      expect(done).toMatchObject({
        status: "succeeded",
        errors: [{ url: "", message: NO_VECTOR_STORE_FAILURE }],
      });
      expect(base.embedding).toEqual({
        model,
        embedded_chunks: 0,
        total_chunks: 70,
        error: NO_VECTOR_STORE_FAILURE,
      });
      expect(provider.embeddingCalls.length).toBe(callsBefore);
    }
    const listed = await h.request("GET", "/api/text_knowledge_bases/?search=Catalogue");
    expect(listed.body.results[0].embedding).toEqual(base.embedding);

    // A bot of the account finds by meaning what shares no word with the page; with a provider
    // that fails or is too slow, it answers from the words alone, without an error.
    const bot = await h.createBot(account, [id]);
    const byMeaning = await h.ask(bot, MEANING_ONLY_QUESTION);
    if (withVectors) {
      expect(byMeaning.links.map((link) => link.chunk)).toContain(
        "Le zorglub est servi chaque jeudi au réfectoire.",
      );
      expect(byMeaning.answer).toMatch(/^D'après la source \[1\]/);
      expect(provider.embeddingCalls.at(-1)?.input).toEqual([MEANING_ONLY_QUESTION]);
    } else {
      expect(byMeaning).toEqual({ ...byMeaning, answer: NO_ANSWER_REPLY, links: [] });
    }
    for (const behaviour of ["fail", "slow", "garbage"] as const) {
      provider.behaviour.embeddings = behaviour;
      const started = Date.now();
      const byWords = await h.ask(bot, "Que décrit la fiche numéro 12 ?");
      expect(byWords.links[0]?.chunk).toContain("La fiche numéro 12 décrit");
      expect(Date.now() - started).toBeLessThan(3000);
      expect((await h.ask(bot, MEANING_ONLY_QUESTION)).answer).toBe(NO_ANSWER_REPLY);
    }
  });

  it.each([
    ["down", "fail", "le fournisseur a répondu par une erreur (HTTP 500)"],
    ["too slow", "slow", "le fournisseur n'a pas répondu en 0.4 s"],
    ["answering garbage", "garbage", "le fournisseur a envoyé une réponse illisible"],
  ] as const)(
    "never fails an ingestion when the provider is %s: the base is searched by words",
    async (_, behaviour, reason) => {
      const account = await accountWithModel(`Panne ${behaviour}`);
      provider.behaviour.embeddings = behaviour;
      const id = await h.createBase(
        account,
        "Horaires",
        "# Mairie\n\n## Horaires\n\nLa mairie ouvre du lundi au vendredi de 9 h à 17 h.\n\n## Piscine\n\nLa piscine ouvre le mercredi.",
      );
      const done = await h.settled((await h.latestTask(id)).id);
      const failure = withVectors
        ? `Vectorisation incomplète avec le modèle ${model} (0 extraits sur 2) : ${reason}. La recherche par mots reste active.`
        : NO_VECTOR_STORE_FAILURE;
      expect(done).toMatchObject({ status: "succeeded", errors: [{ url: "", message: failure }] });
      const base = await h.base(id);
      expect(base.chunk_count).toBe(2);
      expect(base.embedding).toEqual({
        model,
        embedded_chunks: 0,
        total_chunks: 2,
        error: failure,
      });
      expect(JSON.stringify(done)).not.toContain(ACCOUNT_KEY);

      const bot = await h.createBot(account, [id]);
      const answer = await h.ask(bot, "Quand la piscine ouvre-t-elle ?");
      expect(answer.links[0]?.chunk).toContain("La piscine ouvre le mercredi.");
    },
  );

  it("embeds every base of an account again when its model changes, the old vectors deleted once the new are stored", async () => {
    const account = await accountWithModel("Changement");
    const first = await h.createBase(
      account,
      "Un",
      "# Un\n\n## A\n\nPremier texte.\n\n## B\n\nSecond texte.",
    );
    const second = await h.createBase(account, "Deux", "# Deux\n\nUn seul paragraphe ici.");
    await h.settled((await h.latestTask(first)).id);
    await h.settled((await h.latestTask(second)).id);
    if (withVectors) expect(await vectorsByModel(api.db, first)).toEqual({ [model]: 2 });

    const hold = provider.holdEmbeddings();
    const changed = await h.request("PATCH", `/api/accounts/${account}/`, {
      embedding_model: "hash-embed-2",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.embedding_model).toBe("hash-embed-2");
    const tasks = [await h.latestTask(first), await h.latestTask(second)];
    expect(tasks.map((task) => task.kind)).toEqual(["embed", "embed"]);

    if (withVectors) {
      // While the new model's vectors are made, the old ones stay.
      await hold.arrived;
      expect(await vectorsByModel(api.db, first)).toEqual({ [model]: 2 });
      expect((await h.base(first)).embedding).toEqual({
        model: "hash-embed-2",
        embedded_chunks: 0,
        total_chunks: 2,
        error: null,
      });
    }
    hold.release();
    const finished = await Promise.all(tasks.map((task) => h.settled(task.id)));
    if (withVectors) {
      expect(finished).toMatchObject([
        { status: "succeeded", progress_stage: "embedding", progress_done: 2, progress_total: 2 },
        { status: "succeeded", progress_stage: "embedding", progress_done: 1, progress_total: 1 },
      ]);
      expect(await vectorsByModel(api.db, first)).toEqual({ "hash-embed-2": 2 });
      expect(await vectorsByModel(api.db, second)).toEqual({ "hash-embed-2": 1 });
      expect((await h.base(second)).embedding).toMatchObject({
        model: "hash-embed-2",
        embedded_chunks: 1,
        total_chunks: 1,
      });
    } else {
      expect(finished).toMatchObject([
        { status: "succeeded", errors: [{ message: NO_VECTOR_STORE_FAILURE }] },
        { status: "succeeded", errors: [{ message: NO_VECTOR_STORE_FAILURE }] },
      ]);
    }

    // The same model again changes nothing; no model at all means no embeddings.
    await h.request("PATCH", `/api/accounts/${account}/`, { embedding_model: "hash-embed-2" });
    expect(await h.tasksOf(first)).toHaveLength(2);
    const cleared = await h.request("PATCH", `/api/accounts/${account}/`, { embedding_model: "" });
    expect(cleared.body.embedding_model).toBeNull();
    expect(await h.tasksOf(first)).toHaveLength(2);
    expect((await h.base(first)).embedding).toEqual({
      model: null,
      embedded_chunks: 0,
      total_chunks: 2,
      error: null,
    });
  });

  it("fails an embedding task that the provider fails, and embeds on retry", async () => {
    const account = await accountWithModel("Relance");
    const id = await h.createBase(account, "Texte", "# Texte\n\nUn paragraphe à vectoriser.");
    await h.settled((await h.latestTask(id)).id);

    provider.behaviour.embeddings = "fail";
    await h.request("PATCH", `/api/accounts/${account}/`, { embedding_model: "hash-embed-3" });
    const failed = await h.settled((await h.latestTask(id)).id);
    if (!withVectors) {
      // Retrying would change nothing without pgvector: the task ends with the reason.
      expect(failed).toMatchObject({ kind: "embed", status: "succeeded" });
      return;
    }
    const failure =
      "Vectorisation incomplète avec le modèle hash-embed-3 (0 extraits sur 1) : le fournisseur a répondu par une erreur (HTTP 500). La recherche par mots reste active.";
    expect(failed).toMatchObject({
      kind: "embed",
      status: "failed",
      errors: [{ url: "", message: failure }],
    });
    expect((await h.base(id)).embedding.error).toBe(failure);
    // The old model's vectors stay until the new ones are stored.
    expect(await vectorsByModel(api.db, id)).toEqual({ [model]: 1 });

    provider.behaviour.embeddings = "ok";
    const retried = await h.request("POST", `/api/tasks/${failed.id}/retry/`);
    expect(retried.status).toBe(200);
    // An embedding has no trigger, retried or not.
    expect(retried.body.trigger).toBeNull();
    expect(await h.settled(failed.id)).toMatchObject({ status: "succeeded", errors: [] });
    expect(await vectorsByModel(api.db, id)).toEqual({ "hash-embed-3": 1 });
    expect((await h.base(id)).embedding).toEqual({
      model: "hash-embed-3",
      embedded_chunks: 1,
      total_chunks: 1,
      error: null,
    });
  });

  it("says so when a model is chosen but no provider is configured, and embeds once one is", async () => {
    const account = await h.createAccount({ name: "Sans fournisseur", embedding_model: model });
    const id = await h.createBase(account, "Texte", "# Texte\n\nUn paragraphe.");
    const untouched = await h.createBase(account, "Vide", "# Vide\n\nAutre paragraphe.");
    const done = await h.settled((await h.latestTask(id)).id);
    expect(done).toMatchObject({
      status: "succeeded",
      errors: [{ url: "", message: NO_EMBEDDING_PROVIDER }],
    });
    expect((await h.base(id)).embedding).toEqual({
      model,
      embedded_chunks: 0,
      total_chunks: 1,
      error: NO_EMBEDDING_PROVIDER,
    });
    await h.settled((await h.latestTask(untouched)).id);
    // The embedding of the other base is fixed by hand meanwhile: it is left alone.
    await api.db.query("UPDATE knowledge_bases SET embedding_error = NULL WHERE id = $1", [
      untouched,
    ]);

    const withProvider = await h.request("PATCH", `/api/accounts/${account}/`, {
      openai_base_url: provider.baseUrl,
    });
    expect(withProvider.status).toBe(200);
    const retried = await h.latestTask(id);
    expect(retried.kind).toBe("embed");
    expect((await h.latestTask(untouched)).kind).toBe("text_ingest");
    await h.settled(retried.id);
    expect((await h.base(id)).embedding).toEqual(
      withVectors
        ? { model, embedded_chunks: 1, total_chunks: 1, error: null }
        : { model, embedded_chunks: 0, total_chunks: 1, error: NO_VECTOR_STORE_FAILURE },
    );
  });

  it("refuses a model name that is not one, saying what is expected", async () => {
    const account = await h.createAccount({ name: "Nom de modèle" });
    const spaced = await h.request("PATCH", `/api/accounts/${account}/`, {
      embedding_model: "text embedding 3",
    });
    expect(spaced.status).toBe(400);
    expect(spaced.body).toEqual({
      embedding_model: [
        "Enter a model name such as text-embedding-3-small: at most 200 letters, digits and . _ : / @ + -, starting with a letter or digit.",
      ],
    });
    const long = await h.request("POST", "/api/accounts/", {
      name: "Trop long",
      embedding_model: "m".repeat(201),
    });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      embedding_model: ["Ensure this field has no more than 200 characters."],
    });
    const notText = await h.request("PATCH", `/api/accounts/${account}/`, { embedding_model: 3 });
    expect(notText.status).toBe(400);
    expect(notText.body).toEqual({ embedding_model: ["Not a valid string."] });
  });
});

// Restarting on the same database is a PGlite data folder here.
describe.skipIf(process.env.API_TEST_DATABASE === "postgres")(
  "a change of the server's embedding model (OPENAI_EMBEDDING_MODEL)",
  () => {
    let provider: OpenAiCompatibleServer;
    let dataDir: string;

    beforeAll(async () => {
      provider = await startOpenAiCompatibleServer({ meanings: MEANINGS });
      dataDir = await mkdtemp(join(tmpdir(), "api-embedding-model-"));
    });
    afterAll(async () => {
      await provider?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const start = (embeddingModel: string) =>
      startTestApi({
        dataDir,
        taskPollIntervalMs: 100,
        config: {
          openai: { baseUrl: provider.baseUrl, apiKey: undefined, embeddingModel },
        },
      });

    it("embeds again, at the next start, the bases of the accounts without their own model", async () => {
      const first = await start("server-model-1");
      const token = await first.login(TEST_ADMIN.username, TEST_ADMIN.password);
      const h = helpers(first, () => token);
      const demo = await seededDemo(first);
      await h.settled((await h.latestTask(demo.knowledgeBaseId)).id);
      const own = await h.createAccount({ name: "Modèle propre", embedding_model: "own-model" });
      const ownBase = await h.createBase(own, "Propre", "# Propre\n\nUn texte du compte.");
      await h.settled((await h.latestTask(ownBase)).id);
      const demoVectors = await vectorsByModel(first.db, demo.knowledgeBaseId);
      const demoChunks = (await h.base(demo.knowledgeBaseId)).chunk_count as number;
      expect(demoVectors).toEqual({ "server-model-1": demoChunks });
      await first.close();

      const second = await start("server-model-2");
      try {
        const token2 = await second.login(TEST_ADMIN.username, TEST_ADMIN.password);
        const h2 = helpers(second, () => token2);
        const reembedding = await h2.latestTask(demo.knowledgeBaseId);
        expect(reembedding.kind).toBe("embed");
        expect(await h2.settled(reembedding.id)).toMatchObject({
          status: "succeeded",
          progress_stage: "embedding",
          progress_done: demoChunks,
        });
        expect(await vectorsByModel(second.db, demo.knowledgeBaseId)).toEqual({
          "server-model-2": demoChunks,
        });
        expect((await h2.base(demo.knowledgeBaseId)).embedding).toMatchObject({
          model: "server-model-2",
          embedded_chunks: demoChunks,
        });
        // An account with its own model is left alone.
        expect((await h2.latestTask(ownBase)).kind).toBe("text_ingest");
        expect(await vectorsByModel(second.db, ownBase)).toEqual({ "own-model": 1 });
      } finally {
        await second.close();
      }
    });
  },
);
