import type { Db } from "../db";
import type { EmbeddingProvider } from "../providers/embeddings-client";
import { type ChatMessage, completeChat, streamChat } from "../providers/llm-client";
import { type ProviderEndpoint, ProviderError } from "../providers/provider-http";
import { type RetrievedChunk, type RetrieveOptions, retrieve } from "../retrieve/retrieve";
import { type AnswerLink, extractiveAnswer } from "./extractive-answer";
import { botLanguage, FIXED_REPLIES } from "./replies";

export interface BotSettings {
  /** The model named in chat completion requests. */
  model: string;
  systemPrompt?: string;
  /** The language of the replies the engine writes itself (nothing found); French by default. */
  language?: string;
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

/** What every answer is asked with, by the host (`AnswerRequest`) and within the engine. */
export interface AnswerBasis {
  db: Db;
  question: string;
  /**
   * Earlier messages of the conversation, oldest first, the question excluded; the engine reads
   * the latest `ANSWER_HISTORY_MESSAGES`.
   */
  history?: readonly ChatTurn[];
  bot: BotSettings;
  /** The bot's knowledge bases; inactive ones are skipped. */
  knowledgeBaseIds: readonly number[];
  /** Their index versions (`index_version`), by id, when the caller has just read them. */
  indexVersions?: ReadonlyMap<number, string>;
  /**
   * Embeds the question to search by similarity too, beside the words, where the database has
   * pgvector. When it fails or is too slow the words alone are searched.
   */
  embedder?: EmbeddingProvider;
}

/** An answer as the engine makes it, once the host's provider settings are resolved. */
export interface AnswerInput extends AnswerBasis {
  /** An OpenAI-compatible provider; without one the answer is extractive. */
  provider?: ProviderEndpoint;
  retrieveOptions?: Omit<RetrieveOptions, "embedder">;
}

export interface AnswerResult {
  /** Markdown. */
  answer: string;
  /** The chunks the answer was built from. */
  links: AnswerLink[];
  /** The question rewritten to stand alone, when there was history to resolve; else "". */
  reformulatedMessage: string;
  /**
   * Who answered: the model, quoted passages, or nobody (no passage of the knowledge bases
   * relevant: the no-answer reply of the bot's language).
   */
  mode: "llm" | "extractive" | "no_answer";
  /** Why the provider was not used although configured; safe to log. */
  fallbackReason?: string;
  /** How sure retrieval was of its best passage (see retrievalConfidence). */
  confidence: number;
}

/**
 * The latest messages of a conversation an answer reads, to rewrite a follow-up question and in
 * the model's prompt: older ones rarely bear on the question, and each costs the model's time.
 * The engine's `answer` keeps these of the history it is given; a host reads no more.
 */
export const ANSWER_HISTORY_MESSAGES = 6;
const MAX_REFORMULATION_LENGTH = 500;

/**
 * Answers a visitor's question from the bot's knowledge bases: with a provider, the model
 * answers from the retrieved chunks (after rewriting a follow-up question to stand alone);
 * without one, or when it fails or is too slow, the best passages are quoted. When nothing
 * relevant is found the answer says so, whatever the provider.
 */
export async function answerQuestion(input: AnswerInput): Promise<AnswerResult> {
  const prepared = await prepare(input);
  if (prepared.kind === "done") return prepared.result;
  const { chunks, reformulatedMessage, provider, confidence } = prepared;
  try {
    const answer = await completeChat(provider, {
      model: input.bot.model,
      messages: answerMessages(input, chunks),
    });
    return {
      answer: answer.trim(),
      links: linksOf(chunks),
      reformulatedMessage,
      mode: "llm",
      confidence,
    };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return { ...(await prepared.extractive()), fallbackReason: error.message };
  }
}

export type AnswerEvent = { type: "delta"; text: string } | ({ type: "done" } & AnswerResult);

/**
 * The streaming form of `answerQuestion`: text deltas as the model writes them, then one `done`
 * event with the whole answer and its links. If the provider fails before its first delta the
 * extractive answer is sent instead; if it fails midway the answer stops there.
 */
export async function* streamAnswer(input: AnswerInput): AsyncGenerator<AnswerEvent> {
  const prepared = await prepare(input);
  if (prepared.kind === "done") {
    yield { type: "delta", text: prepared.result.answer };
    yield { type: "done", ...prepared.result };
    return;
  }
  const { chunks, reformulatedMessage, provider, confidence } = prepared;
  const answered = {
    links: linksOf(chunks),
    reformulatedMessage,
    mode: "llm",
    confidence,
  } as const;
  let answer = "";
  try {
    for await (const text of streamChat(provider, {
      model: input.bot.model,
      messages: answerMessages(input, chunks),
    })) {
      answer += text;
      yield { type: "delta", text };
    }
    if (answer.trim() === "") throw new ProviderError("the provider sent an empty answer");
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (answer === "") {
      const fallback = await prepared.extractive();
      yield { type: "delta", text: fallback.answer };
      yield { type: "done", ...fallback, fallbackReason: error.message };
      return;
    }
    yield { type: "done", answer, ...answered, fallbackReason: error.message };
    return;
  }
  yield { type: "done", answer, ...answered };
}

type Prepared =
  | { kind: "done"; result: AnswerResult }
  | {
      kind: "model";
      provider: ProviderEndpoint;
      chunks: RetrievedChunk[];
      reformulatedMessage: string;
      confidence: number;
      extractive: () => Promise<AnswerResult>;
    };

/** Everything before the model writes: reformulation, retrieval, and the answers without it. */
async function prepare(input: AnswerInput): Promise<Prepared> {
  const history = input.history ?? [];
  let reformulatedMessage = "";
  let fallbackReason: string | undefined;
  let provider = input.provider;
  if (provider && history.length > 0) {
    try {
      reformulatedMessage = await reformulate(provider, input.bot.model, history, input.question);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // A provider that fails now would most likely fail again: answer without it.
      fallbackReason = error.message;
      provider = undefined;
    }
  }
  const { terms, chunks } = await retrieve(
    input.db,
    reformulatedMessage || input.question,
    input.knowledgeBaseIds,
    { ...input.retrieveOptions, embedder: input.embedder, indexVersions: input.indexVersions },
  );
  const language = botLanguage(input.bot.language);
  const replies = FIXED_REPLIES[language];
  const confidence = retrievalConfidence(chunks);
  const extractive = async (): Promise<AnswerResult> => ({
    ...(await extractiveAnswer(input.db, terms, chunks, language)),
    reformulatedMessage,
    mode: "extractive",
    confidence,
  });
  if (chunks.length === 0) {
    const result: AnswerResult = {
      answer: replies.noAnswer,
      links: [],
      reformulatedMessage,
      mode: "no_answer",
      confidence,
    };
    return { kind: "done", result };
  }
  if (!provider) {
    const result = await extractive();
    return { kind: "done", result: fallbackReason ? { ...result, fallbackReason } : result };
  }
  return { kind: "model", provider, chunks, reformulatedMessage, confidence, extractive };
}

/**
 * How sure retrieval is of its best passage, from 0 (nothing relevant found) to 1: the share of
 * the question's known words (weighed by rarity) the best relevant passage covers, or its
 * similarity to the question when vectors found it and that is higher. Leads do not count.
 */
function retrievalConfidence(chunks: readonly RetrievedChunk[]): number {
  let best = 0;
  for (const chunk of chunks) {
    if (chunk.lead) continue;
    best = Math.max(best, chunk.coverage, chunk.similarity ?? 0);
  }
  return Math.round(Math.min(best, 1) * 1000) / 1000;
}

async function reformulate(
  provider: ProviderEndpoint,
  model: string,
  history: readonly ChatTurn[],
  question: string,
): Promise<string> {
  const transcript = history
    .map(
      (message) => `${message.role === "user" ? "Utilisateur" : "Assistant"} : ${message.content}`,
    )
    .join("\n");
  const rewritten = await completeChat(provider, {
    model,
    temperature: 0,
    messages: [
      {
        role: "system",
        content:
          "Réécris la dernière question de l'utilisateur pour qu'elle se comprenne seule, sans " +
          "l'historique de la conversation. Garde sa langue. Réponds uniquement par la question.",
      },
      { role: "user", content: `Historique :\n${transcript}\n\nDernière question : ${question}` },
    ],
  });
  const cleaned = rewritten.trim().replace(/^["«“]\s*|\s*["»”]$/g, "");
  return cleaned.slice(0, MAX_REFORMULATION_LENGTH) || question;
}

function answerMessages(input: AnswerInput, chunks: readonly RetrievedChunk[]): ChatMessage[] {
  const context = chunks
    .map((chunk, index) => {
      // The headings often start with the page's title: it is not repeated.
      const source = chunk.headingPath.startsWith(chunk.title)
        ? chunk.headingPath
        : [chunk.title, chunk.headingPath].filter(Boolean).join(" — ");
      return `[${index + 1}] ${source}${chunk.url ? ` (${chunk.url})` : ""}\n${chunk.content}`;
    })
    .join("\n\n");
  const rules =
    "Réponds uniquement à partir des extraits numérotés de la base de connaissances fournis. " +
    "Si la réponse ne s'y trouve pas, dis que tu ne sais pas au lieu d'inventer. Cite les " +
    "extraits sur lesquels tu t'appuies par leur numéro entre crochets, par exemple [1] ou " +
    `[1][2] : uniquement les numéros de 1 à ${chunks.length}, jamais d'autre source ni d'adresse ` +
    "inventée. Réponds dans la langue de la question, en Markdown simple, sans HTML.";
  return [
    {
      role: "system",
      content: [input.bot.systemPrompt?.trim(), rules].filter(Boolean).join("\n\n"),
    },
    { role: "system", content: `Extraits de la base de connaissances :\n\n${context}` },
    ...(input.history ?? []),
    { role: "user", content: input.question },
  ];
}

function linksOf(chunks: readonly RetrievedChunk[]): AnswerLink[] {
  return chunks.map((chunk) => ({
    url: chunk.url,
    chunk: chunk.content,
    knowledgeBaseId: chunk.knowledgeBaseId,
  }));
}
