import { FIXED_REPLIES, NO_ANSWER_REPLY } from "@org/knowledge";
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "@org/knowledge/testing/provider";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBotWithText, credentialsOf } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

interface Session {
  session_id: number;
  session_secret: string;
}

const SERVER_KEY = "sk-chat-server-key-0123456789";
const SYSTEM_PROMPT = "Tu es l'assistant de la mairie de Valbrune. Tu vouvoies les habitants.";
const TEXT = `# Mairie de Valbrune

## Garderie

La garderie périscolaire ouvre à 7 h 30 et ferme à 18 h 30, du lundi au vendredi.

## Bibliothèque

La bibliothèque municipale prête des livres gratuitement aux habitants de la commune.`;

/** Server-sent events of a streamed answer, in order. */
async function readEvents(response: Response) {
  const text = await response.text();
  return text
    .trim()
    .split("\n\n")
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1],
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null"),
    }));
}

/*
 * Answers written by a language model: the server's OpenAI-compatible provider is a real HTTP
 * server on 127.0.0.1 that answers from the passages it is given, whole or streamed.
 */
describe("answers from a language model", () => {
  let api: TestApi;
  let provider: OpenAiCompatibleServer;
  let botId: number;

  const start = async () =>
    (await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } })).body as Session;
  const send = (session: Session, message: string) =>
    api.request("POST", "/api/sessions/message", { json: { ...credentialsOf(session), message } });
  const stream = async (session: Session, message: string) =>
    readEvents(
      await fetch(`${api.url}/api/sessions/message/stream`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...credentialsOf(session), message }),
      }),
    );

  beforeAll(async () => {
    provider = await startOpenAiCompatibleServer();
    api = await startTestApi({
      config: {
        openai: { baseUrl: provider.baseUrl, apiKey: SERVER_KEY, embeddingModel: undefined },
        providerTimeoutMs: 400,
      },
      taskPollIntervalMs: 100,
    });
    const token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const account = (await api.request("POST", "/api/accounts/", { token, json: { name: "LLM" } }))
      .body.id;
    botId = await createBotWithText(api, token, {
      account,
      name: "Mairie",
      text: TEXT,
      bot: { model: "gpt-4o-mini", system_prompt: SYSTEM_PROMPT },
    });
  });
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });
  beforeEach(() => {
    provider.behaviour.chat = "ok";
  });

  it("gives the model the bot's system prompt, the numbered passages to cite and the recent history", async () => {
    const session = await start();
    const first = await send(session, "À quelle heure ferme la garderie ?");
    expect(first.status).toBe(200);
    expect(first.body.answer).toBe(
      "D'après la source [1] : La garderie périscolaire ouvre à 7 h 30 et ferme à 18 h 30, du lundi au vendredi.",
    );
    expect(first.body.links[0]).toEqual({
      url: "",
      chunk: expect.stringContaining("La garderie périscolaire ouvre"),
    });
    const call = provider.chatCalls.at(-1);
    expect(call).toMatchObject({
      model: "gpt-4o-mini",
      stream: false,
      authorization: `Bearer ${SERVER_KEY}`,
    });
    const [system, excerpts, ...rest] = call?.messages ?? [];
    expect(system?.role).toBe("system");
    expect(system?.content).toContain(SYSTEM_PROMPT);
    expect(system?.content).toContain("Cite les extraits");
    expect(system?.content).toContain("uniquement les numéros de 1 à");
    expect(excerpts?.content).toMatch(
      /^Extraits de la base de connaissances :\n\n\[1\] Mairie de Valbrune > Garderie\nLa garderie/,
    );
    expect(rest).toEqual([{ role: "user", content: "À quelle heure ferme la garderie ?" }]);

    const calls = provider.chatCalls.length;
    const followUp = await send(session, "Et la bibliothèque, elle prête des livres ?");
    expect(followUp.status).toBe(200);
    // One call rewrites the follow-up to stand alone, one writes the answer with the history.
    expect(provider.chatCalls.length).toBe(calls + 2);
    expect(provider.chatCalls.at(-1)?.messages.slice(2)).toEqual([
      { role: "user", content: "À quelle heure ferme la garderie ?" },
      { role: "assistant", content: first.body.answer },
      { role: "user", content: "Et la bibliothèque, elle prête des livres ?" },
    ]);
    expect(followUp.body.answer).toContain("La bibliothèque municipale prête des livres");
  });

  it("streams the model's answer as it writes it, then the whole answer with its links", async () => {
    const events = await stream(await start(), "La bibliothèque prête-t-elle des livres ?");
    const deltas = events
      .filter((event) => event.event === "delta")
      .map((event) => event.data.text);
    expect(deltas.length).toBeGreaterThan(2);
    const done = events.at(-1);
    expect(done?.event).toBe("done");
    expect(done?.data.answer).toBe(deltas.join(""));
    expect(done?.data.answer).toMatch(/^D'après la source \[1\] : La bibliothèque municipale/);
    expect(done?.data.links[0].chunk).toContain("La bibliothèque municipale");
    expect(provider.chatCalls.at(-1)?.stream).toBe(true);
  });

  it("tells proxies to pass the stream on as it comes, neither buffered nor cached", async () => {
    const response = await fetch(`${api.url}/api/sessions/message/stream`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...credentialsOf(await start()),
        message: "La garderie ouvre-t-elle tôt ?",
      }),
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    // nginx reads it: without it, its buffering or compression holds the pieces to the end.
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect((await readEvents(response)).at(-1)?.event).toBe("done");
  });

  it("does not call the model when nothing relevant is found: the visitor is told so", async () => {
    const calls = provider.chatCalls.length;
    const answer = await send(await start(), "Quel est le prix d'un permis de construire ?");
    expect(answer.body).toMatchObject({ answer: NO_ANSWER_REPLY, links: [] });
    const streamed = await stream(await start(), "Quel est le prix d'un permis de construire ?");
    expect(streamed.at(-1)?.data).toMatchObject({ answer: NO_ANSWER_REPLY, links: [] });
    expect(provider.chatCalls.length).toBe(calls);
  });

  it("tells the visitor so in the assistant's language", async () => {
    const token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const setLanguage = (language: string) =>
      api.request("PATCH", `/api/bots/${botId}/`, { token, json: { language } });
    expect((await setLanguage("en")).status).toBe(200);
    try {
      const answer = await send(await start(), "Quel est le prix d'un permis de construire ?");
      expect(answer.body).toMatchObject({ answer: FIXED_REPLIES.en.noAnswer, links: [] });
    } finally {
      await setLanguage("fr");
    }
  });

  it("records what answered each question, and how sure retrieval was, for the back-office", async () => {
    const token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const session = await start();
    await send(session, "À quelle heure ferme la garderie ?");
    await send(session, "Quel est le prix d'un permis de construire ?");
    provider.behaviour.chat = "fail";
    await send(session, "La bibliothèque prête-t-elle des livres ?");
    const stored = await api.request("GET", `/api/messages/?session_id=${session.session_id}`, {
      token,
    });
    const answers = stored.body.results.filter(
      (message: { sent_from: string }) => message.sent_from === "bot",
    );
    expect(answers.map((answer: { outcome: string }) => answer.outcome)).toEqual([
      "model",
      "no_answer",
      "provider_fallback",
    ]);
    const [model, unknown, fallback] = answers.map(
      (answer: { confidence: number }) => answer.confidence,
    );
    expect(model).toBeGreaterThan(0.5);
    expect(model).toBeLessThanOrEqual(1);
    expect(unknown).toBe(0);
    expect(fallback).toBeGreaterThan(0.5);
  });

  it.each(["fail", "slow", "garbage"] as const)(
    "quotes the passages instead when the model is %s, whole or streamed",
    async (behaviour) => {
      provider.behaviour.chat = behaviour;
      const started = Date.now();
      const answer = await send(await start(), "À quelle heure ferme la garderie ?");
      expect(answer.status).toBe(200);
      expect(answer.body.answer).toContain("ferme à 18 h 30");
      expect(answer.body.answer).not.toContain("D'après la source");
      expect(answer.body.links[0].chunk).toContain("La garderie périscolaire");
      const streamed = await stream(await start(), "À quelle heure ferme la garderie ?");
      expect(streamed.at(-1)?.event).toBe("done");
      expect(streamed.at(-1)?.data.answer).toContain("ferme à 18 h 30");
      expect(Date.now() - started).toBeLessThan(3000);
    },
  );
});
