import type { IncomingMessage, ServerResponse } from "node:http";
import { startLocalServer } from "./local-server";

/** How the fake provider answers the next requests of one endpoint. */
export type ProviderBehaviour = "ok" | "fail" | "slow" | "garbage" | "endless";

export interface EmbeddingCall {
  model: string;
  input: string[];
  authorization: string | undefined;
}

export interface ChatCall {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  authorization: string | undefined;
}

export interface OpenAiCompatibleServer {
  /** e.g. http://127.0.0.1:41234/v1, as an account's or the server's provider address. */
  baseUrl: string;
  embeddingCalls: EmbeddingCall[];
  chatCalls: ChatCall[];
  /** The authorization header of each GET /v1/models. */
  modelListCalls: { authorization: string | undefined }[];
  /** The ids GET /v1/models lists, in this order; change it to list others. */
  models: string[];
  behaviour: { embeddings: ProviderBehaviour; chat: ProviderBehaviour; models: ProviderBehaviour };
  /**
   * Holds the embedding requests that arrive from now on, after the first `skip` of them, until
   * `release` is called; `arrived` settles when the first held one has arrived.
   */
  holdEmbeddings(skip?: number): { arrived: Promise<void>; release: () => void };
  close(): Promise<void>;
}

/**
 * Words the fake embedding model reads as one meaning whatever the wording, by word (lower-cased,
 * accents folded), e.g. `{ plat: "meal", refectoire: "meal" }`.
 */
export type Meanings = Readonly<Record<string, string>>;

export interface OpenAiCompatibleServerOptions {
  /** None by default: the embeddings then know words only. */
  meanings?: Meanings;
  /** What GET /v1/models lists; DEFAULT_PROVIDER_MODELS by default. */
  models?: readonly string[];
  /** What the chat model answers; `fakeChatAnswer` by default. */
  answer?: (messages: readonly { role: string; content: string }[]) => string;
}

/** What the fake provider lists by default: two chat models and an embedding model. */
export const DEFAULT_PROVIDER_MODELS = ["gpt-4o-mini", "text-embedding-3-small", "mistral-small"];

const DIMENSIONS = 32;

/**
 * A deterministic embedding: each word (lower-cased, accents folded, three letters or more) adds
 * to the dimension its hash falls in; words of a known meaning add three times to that meaning's.
 * Texts sharing words or meanings are close (cosine), others are not.
 */
export function wordHashEmbedding(text: string, meanings: Meanings = {}): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  vector[0] = 0.001;
  const words = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3);
  for (const word of words) {
    const meaning = Object.hasOwn(meanings, word) ? meanings[word] : undefined;
    const key = meaning ?? word;
    const dimension = fnv1a(key) % DIMENSIONS;
    vector[dimension] = (vector[dimension] ?? 0) + (meaning ? 3 : 1);
  }
  return vector;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The answer of the fake chat model: asked to rewrite a follow-up question, it gives the question
 * back as it is; asked to answer, it quotes the first line of passage [1] of the knowledge base
 * excerpts it was given, citing it, or says it found none.
 */
export function fakeChatAnswer(messages: readonly { role: string; content: string }[]): string {
  if (messages[0]?.content.startsWith("Réécris")) {
    return /Dernière question : (.*)$/s.exec(messages.at(-1)?.content ?? "")?.[1] ?? "";
  }
  const excerpts = messages.find((message) =>
    message.content.startsWith("Extraits de la base de connaissances"),
  );
  const first = /\[1\][^\n]*\n([^\n]*)/.exec(excerpts?.content ?? "")?.[1];
  return first ? `D'après la source [1] : ${first}` : "Je ne trouve rien.";
}

/**
 * A real HTTP server on 127.0.0.1 speaking the OpenAI-compatible /v1/embeddings,
 * /v1/chat/completions (whole or streamed as server-sent events) and GET /v1/models, for the
 * API's tests and the browser tests of the built apps.
 */
export async function startOpenAiCompatibleServer(
  options: OpenAiCompatibleServerOptions = {},
): Promise<OpenAiCompatibleServer> {
  const { meanings = {} } = options;
  const embeddingCalls: EmbeddingCall[] = [];
  const chatCalls: ChatCall[] = [];
  const modelListCalls: OpenAiCompatibleServer["modelListCalls"] = [];
  const behaviour: OpenAiCompatibleServer["behaviour"] = {
    embeddings: "ok",
    chat: "ok",
    models: "ok",
  };
  let hold: { gate: Promise<void>; arrived: () => void; skip: number } | undefined;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request);
    const authorization = request.headers.authorization;
    if (request.url === "/v1/models" && request.method === "GET") {
      modelListCalls.push({ authorization });
      return misbehave(behaviour.models, response, () =>
        json(response, {
          object: "list",
          data: server.models.map((id) => ({ id, object: "model", created: 0, owned_by: "test" })),
        }),
      );
    }
    if (request.method !== "POST") return response.writeHead(405).end();
    if (request.url === "/v1/embeddings") {
      const input = (Array.isArray(body.input) ? body.input : [body.input]).map(String);
      embeddingCalls.push({ model: String(body.model), input, authorization });
      if (hold && hold.skip > 0) hold.skip -= 1;
      else if (hold) {
        hold.arrived();
        await hold.gate;
      }
      return misbehave(behaviour.embeddings, response, () =>
        json(response, {
          object: "list",
          model: body.model,
          // Out of order on purpose: clients must sort by index.
          data: input
            .map((text, index) => ({
              object: "embedding",
              index,
              embedding: wordHashEmbedding(text, meanings),
            }))
            .reverse(),
        }),
      );
    }
    if (request.url === "/v1/chat/completions") {
      const messages = Array.isArray(body.messages) ? body.messages : [];
      const stream = body.stream === true;
      chatCalls.push({ model: String(body.model), stream, messages, authorization });
      const text = (options.answer ?? fakeChatAnswer)(messages);
      return misbehave(behaviour.chat, response, () => {
        if (!stream) {
          return json(response, {
            object: "chat.completion",
            choices: [{ index: 0, message: { role: "assistant", content: text } }],
          });
        }
        response.writeHead(200, { "content-type": "text/event-stream" });
        for (const piece of text.match(/.{1,10}/gsu) ?? []) {
          const event = { choices: [{ index: 0, delta: { content: piece } }] };
          response.write(`data: ${JSON.stringify(event)}\n\n`);
        }
        response.end("data: [DONE]\n\n");
      });
    }
    response.writeHead(404).end();
  }

  const local = await startLocalServer((request, response) => {
    void handle(request, response).catch(() => response.destroy());
  });
  const server: OpenAiCompatibleServer = {
    baseUrl: `${local.origin}/v1`,
    embeddingCalls,
    chatCalls,
    modelListCalls,
    models: [...(options.models ?? DEFAULT_PROVIDER_MODELS)],
    behaviour,
    holdEmbeddings(skip = 0) {
      let release = () => {};
      let arrived = () => {};
      const gate = new Promise<void>((resolve) => {
        release = () => {
          hold = undefined;
          resolve();
        };
      });
      const arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      hold = { gate, arrived, skip };
      return { arrived: arrival, release };
    },
    close: local.close,
  };
  return server;
}

function misbehave(behaviour: ProviderBehaviour, response: ServerResponse, answer: () => void) {
  if (behaviour === "fail") {
    return response
      .writeHead(500, { "content-type": "application/json" })
      .end('{"error":{"message":"the model is overloaded"}}');
  }
  if (behaviour === "slow") {
    setTimeout(() => response.destroy(), 3000).unref();
    return;
  }
  if (behaviour === "garbage") {
    return response.writeHead(200, { "content-type": "application/json" }).end('{"data": 42}');
  }
  if (behaviour === "endless") return sendEndlessLine(response);
  answer();
}

/**
 * One line that does not end (a misconfigured address serving a huge file, a hostile server):
 * 64 KiB pieces, as fast as they are read, until the client goes or 64 MiB are sent.
 */
function sendEndlessLine(response: ServerResponse) {
  response.writeHead(200, { "content-type": "application/json" });
  response.write('{"data": "');
  const piece = "x".repeat(64 * 1024);
  let sent = 0;
  const more = () => {
    while (!response.destroyed && sent < 1024) {
      sent += 1;
      if (!response.write(piece)) return void response.once("drain", more);
    }
    response.end();
  };
  more();
}

function json(response: ServerResponse, body: unknown) {
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  try {
    return JSON.parse(Buffer.concat(parts).toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}
