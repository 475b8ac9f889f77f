import type { AnswerOutcome } from "@org/api-client";
import type { AnswerRequest, EmbeddingProvider } from "@org/knowledge";
import type { AppDeps } from "../../app-deps";
import { AppError, ServiceUnavailableError } from "../../errors";
import { findCuratedAnswer } from "../curated-answers/matching";
import type { ReplyLink } from "./answer-links";
import { answerOutcome } from "./answer-outcome";

// The bot's reply to a question: its curated answer when one matches, else the knowledge engine's.

const NO_ANSWER = "The assistant could not answer right now. Please try again.";

/** An answer as it is stored: what it says and links, and what wrote it. */
export interface Reply {
  answer: string;
  links: ReplyLink[];
  reformulatedMessage: string;
  outcome: AnswerOutcome;
  confidence: number;
  curatedAnswerId: number | null;
}

/**
 * The bot's curated answer to the question, when it has one close enough; a failure to look it
 * up is logged and leaves the knowledge engine to answer.
 */
async function curatedReply(
  { db, logger }: Pick<AppDeps, "db" | "logger">,
  botId: number,
  question: string,
  embedder: EmbeddingProvider | undefined,
): Promise<Reply | undefined> {
  const onEmbeddingError = (error: unknown) =>
    logger.warn("Curated answers matched by words alone: the question could not be embedded", {
      botId,
      reason: error instanceof Error ? error.message : String(error),
    });
  const curated = await findCuratedAnswer(db, botId, question, embedder, onEmbeddingError).catch(
    (error: unknown) => {
      logger.error("Looking up the curated answers failed", { error, botId });
      return undefined;
    },
  );
  if (!curated) return undefined;
  return {
    answer: curated.answer,
    links: curated.link ? [{ url: curated.link, chunk: "" }] : [],
    reformulatedMessage: "",
    outcome: "curated",
    confidence: curated.likeness,
    curatedAnswerId: curated.id,
  };
}

/** The knowledge engine's answer; its failure is the visitor's 503. */
async function engineReply(
  { engine, logger }: Pick<AppDeps, "engine" | "logger">,
  request: AnswerRequest,
): Promise<Reply> {
  try {
    const result = await engine.answer(request);
    return {
      answer: result.answer,
      links: result.links,
      reformulatedMessage: result.reformulatedMessage,
      outcome: answerOutcome(result),
      confidence: result.confidence,
      curatedAnswerId: null,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error("The knowledge engine failed to answer", { error, botId: request.bot.id });
    throw new ServiceUnavailableError(NO_ANSWER);
  }
}

/**
 * The bot's reply to a question, as a visitor gets it: the curated answer its question matches,
 * else the knowledge engine's answer (a failure of which is a 503).
 */
export async function botReply(
  deps: Pick<AppDeps, "db" | "engine" | "logger">,
  request: AnswerRequest,
): Promise<Reply> {
  return (
    (await curatedReply(deps, request.bot.id, request.question, request.embedder)) ??
    (await engineReply(deps, request))
  );
}
