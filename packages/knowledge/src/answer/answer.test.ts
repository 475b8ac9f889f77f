import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ingestText } from "../indexing/ingest";
import type { TestDb } from "../testing/engine-db";
import { createKnowledgeBase, openEngineTestDb } from "../testing/engine-db";
import { type LocalServer, readJson, startLocalServer } from "../testing/local-server";
import { type AnswerEvent, answerQuestion, streamAnswer } from "./answer";
import { NO_ANSWER_REPLY } from "./extractive-answer";

const guide = `# Guide des familles

## Garderie

La garderie ouvre à 7 h 30 et ferme à 18 h 30. Elle accueille les enfants inscrits auprès de M. Martin, le directeur. Les parents signent le registre à l'arrivée.

## Cantine

Le restaurant scolaire sert des repas préparés sur place. Les menus sont affichés chaque lundi à l'entrée de l'école.

## Transport

Un car scolaire dessert les hameaux. L'inscription au transport se fait en ligne avant le 1er septembre.
`;

interface ChatBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
}

let db: TestDb;
let base: number;
let provider: LocalServer;
/** How the fake provider behaves for the next requests. */
let behaviour: "ok" | "fail" | "slow" | "garbage" = "ok";
const received: { body: ChatBody; authorization: string | undefined }[] = [];

beforeAll(async () => {
  db = await openEngineTestDb();
  base = await createKnowledgeBase(db);
  await ingestText(db, base, guide, { url: "https://ecole.example/guide" });
  provider = await startLocalServer((request, response) => {
    void answerAsProvider(request, response);
  });
});

afterAll(async () => {
  await provider.close();
  await db.close();
});

beforeEach(() => {
  behaviour = "ok";
  received.length = 0;
});

/** An OpenAI-compatible chat endpoint whose answers show what it was given. */
async function answerAsProvider(request: IncomingMessage, response: ServerResponse) {
  const body = (await readJson(request)) as ChatBody;
  received.push({ body, authorization: request.headers.authorization });
  if (request.url !== "/v1/chat/completions") return response.writeHead(404).end();
  if (behaviour === "fail") {
    return response.writeHead(500, { "content-type": "application/json" }).end('{"error":"boom"}');
  }
  if (behaviour === "slow") return setTimeout(() => response.destroy(), 2000);
  if (behaviour === "garbage") return response.writeHead(200).end("not json");
  const system = body.messages[0]?.content ?? "";
  const text = system.startsWith("Réécris")
    ? "À quelle heure ferme la garderie ?"
    : `D'après l'extrait : ${/\[1\][^\n]*\n([^\n]*)/.exec(body.messages[1]?.content ?? "")?.[1] ?? "rien"}`;
  if (!body.stream) {
    response.writeHead(200, { "content-type": "application/json" });
    return response.end(
      JSON.stringify({ choices: [{ message: { role: "assistant", content: text } }] }),
    );
  }
  response.writeHead(200, { "content-type": "text/event-stream" });
  for (const piece of text.match(/.{1,12}/g) ?? []) {
    response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
  }
  response.end("data: [DONE]\n\n");
}

const bot = { model: "gpt-test", systemPrompt: "Tu es l'assistant de l'école Jules Ferry." };
const llm = () => ({ baseUrl: `${provider.origin}/v1`, apiKey: "sk-test-secret", timeoutMs: 300 });

describe("answerQuestion without a provider", () => {
  it("quotes the whole paragraph around the best sentence, with its passage as the link", async () => {
    const result = await answerQuestion({
      db,
      bot,
      question: "A quelle heure ferme la garderie ?",
      knowledgeBaseIds: [base],
    });
    expect(result.mode).toBe("extractive");
    expect(result.answer).toBe(
      "La garderie ouvre à 7 h 30 et ferme à 18 h 30. Elle accueille les enfants inscrits " +
        "auprès de M. Martin, le directeur. Les parents signent le registre à l'arrivée.",
    );
    expect(result.links).toEqual([
      {
        url: "https://ecole.example/guide",
        chunk: expect.stringContaining("La garderie ouvre"),
        knowledgeBaseId: base,
      },
    ]);
    expect(result.reformulatedMessage).toBe("");
  });

  it("leads with the section's heading when the quoted sentences do not name it", async () => {
    const result = await answerQuestion({
      db,
      bot,
      question: "Où sont affichés les menus ?",
      knowledgeBaseIds: [base],
    });
    expect(result.answer).toBe(
      "**Guide des familles — Cantine**\n\nLe restaurant scolaire sert des repas préparés sur place. Les menus sont " +
        "affichés chaque lundi à l'entrée de l'école.",
    );
  });

  it("says honestly that it does not know, with no links, when nothing is relevant", async () => {
    const result = await answerQuestion({
      db,
      bot,
      question: "Quel est le prix d'un permis de construire ?",
      knowledgeBaseIds: [base],
      provider: llm(),
    });
    expect(result).toEqual({
      answer: NO_ANSWER_REPLY,
      links: [],
      reformulatedMessage: "",
      mode: "no_answer",
      confidence: 0,
    });
    expect(received).toEqual([]);
  });

  it("says so in the bot's language, and in French for a language it has no replies in", async () => {
    const ask = (language: string) =>
      answerQuestion({
        db,
        bot: { ...bot, language },
        question: "Quel est le prix d'un permis de construire ?",
        knowledgeBaseIds: [base],
      });
    expect((await ask("en")).answer).toBe(
      "I could not find any information about this in my knowledge base. Could you rephrase your question?",
    );
    expect((await ask("tlh")).answer).toBe(NO_ANSWER_REPLY);
    expect((await ask("toString")).answer).toBe(NO_ANSWER_REPLY);
  });
});

describe("answerQuestion with a provider", () => {
  it("gives the model the system prompt, the chunks and the history, and returns its answer", async () => {
    const result = await answerQuestion({
      db,
      bot,
      question: "Quand sont affichés les menus de la cantine ?",
      knowledgeBaseIds: [base],
      provider: llm(),
    });
    expect(result).toEqual({
      answer:
        "D'après l'extrait : Le restaurant scolaire sert des repas préparés sur place. Les menus sont affichés chaque lundi à l'entrée de l'école.",
      links: [
        {
          url: "https://ecole.example/guide",
          chunk: expect.stringContaining("menus"),
          knowledgeBaseId: base,
        },
      ],
      reformulatedMessage: "",
      mode: "llm",
      confidence: expect.any(Number),
    });
    expect(result.confidence).toBeGreaterThan(0.7);
    expect(result.confidence).toBeLessThanOrEqual(1);
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.authorization).toBe("Bearer sk-test-secret");
    expect(call?.body.model).toBe("gpt-test");
    expect(call?.body.messages[0]?.content).toContain("Tu es l'assistant de l'école Jules Ferry.");
    // The model is asked to cite the numbered passages, and those alone.
    expect(call?.body.messages[0]?.content).toContain(
      "Cite les extraits sur lesquels tu t'appuies par leur numéro entre crochets",
    );
    expect(call?.body.messages[0]?.content).toContain("uniquement les numéros de 1 à 1");
    expect(call?.body.messages[1]?.content).toMatch(
      /^Extraits de la base de connaissances :\n\n\[1\] Guide des familles > Cantine \(https:\/\/ecole\.example\/guide\)\n/,
    );
    expect(call?.body.messages.at(-1)).toEqual({
      role: "user",
      content: "Quand sont affichés les menus de la cantine ?",
    });
  });

  it("rewrites a follow-up question to stand alone before searching", async () => {
    const history = [
      { role: "user" as const, content: "Quand ouvre la garderie ?" },
      { role: "assistant" as const, content: "À 7 h 30." },
    ];
    const result = await answerQuestion({
      db,
      bot,
      question: "Et elle ferme quand ?",
      history,
      knowledgeBaseIds: [base],
      provider: llm(),
    });
    expect(result.reformulatedMessage).toBe("À quelle heure ferme la garderie ?");
    expect(result.mode).toBe("llm");
    expect(result.answer).toContain("La garderie ouvre à 7 h 30 et ferme à 18 h 30.");
    expect(received[0]?.body.messages[1]?.content).toContain(
      "Utilisateur : Quand ouvre la garderie ?",
    );
    expect(received[1]?.body.messages.slice(2)).toEqual([
      ...history,
      { role: "user", content: "Et elle ferme quand ?" },
    ]);
  });

  it.each([
    ["fail", "the provider answered HTTP 500"],
    ["slow", "the provider did not answer within 0.3 s"],
    ["garbage", "the provider sent an unreadable answer"],
  ] as const)(
    "falls back to the extractive answer when the provider is %s",
    async (mode, reason) => {
      behaviour = mode;
      const result = await answerQuestion({
        db,
        bot,
        question: "A quelle heure ferme la garderie ?",
        knowledgeBaseIds: [base],
        provider: llm(),
      });
      expect(result).toMatchObject({ mode: "extractive", fallbackReason: reason });
      expect(result.answer).toContain("ferme à 18 h 30");
      expect(result.answer).not.toMatch(/Error|at .*\.ts|sk-test/);
      expect(result.links).toHaveLength(1);
    },
  );

  it("falls back when even the reformulation fails, without a second call", async () => {
    behaviour = "fail";
    const result = await answerQuestion({
      db,
      bot,
      question: "Et la garderie ferme quand ?",
      history: [{ role: "user", content: "Bonjour" }],
      knowledgeBaseIds: [base],
      provider: llm(),
    });
    expect(result).toMatchObject({ mode: "extractive", reformulatedMessage: "" });
    expect(received).toHaveLength(1);
  });
});

describe("streamAnswer", () => {
  async function collect(events: AsyncGenerator<AnswerEvent>) {
    const all: AnswerEvent[] = [];
    for await (const event of events) all.push(event);
    return all;
  }

  it("streams the model's text deltas, then the whole answer with its links", async () => {
    const events = await collect(
      streamAnswer({
        db,
        bot,
        question: "Comment s'inscrire au transport scolaire ?",
        knowledgeBaseIds: [base],
        provider: llm(),
      }),
    );
    const deltas = events.filter((event) => event.type === "delta");
    expect(deltas.length).toBeGreaterThan(2);
    const done = events.at(-1);
    expect(done).toMatchObject({ type: "done", mode: "llm" });
    expect(done?.type === "done" && done.answer).toBe(
      deltas.map((event) => (event.type === "delta" ? event.text : "")).join(""),
    );
    expect(done?.type === "done" && done.answer).toContain("Un car scolaire dessert les hameaux.");
    expect(received[0]?.body.stream).toBe(true);
  });

  it("sends the extractive answer when the provider fails before writing", async () => {
    behaviour = "fail";
    const events = await collect(
      streamAnswer({
        db,
        bot,
        question: "Comment s'inscrire au transport scolaire ?",
        knowledgeBaseIds: [base],
        provider: llm(),
      }),
    );
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({ type: "delta", text: expect.stringContaining("car scolaire") });
    expect(events[1]).toMatchObject({
      type: "done",
      mode: "extractive",
      fallbackReason: "the provider answered HTTP 500",
    });
  });
});
