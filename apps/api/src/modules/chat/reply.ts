import type { AnswerOutcome } from "@org/api-client";
import { type AnswerRequest, smallTalkReply } from "@org/knowledge";
import type { AppDeps } from "../../app-deps";
import { AppError, ServiceUnavailableError } from "../../errors";
import { findCuratedAnswer, findSmallTalkCuratedAnswer } from "../curated-answers/matching";
import type { ReplyLink } from "./answer-links";
import { answerOutcome } from "./answer-outcome";

// The bot's reply to a visitor's message: its curated answer when one matches, else a courtesy
// reply to small talk, else the knowledge engine's.

const NO_ANSWER = "The assistant could not answer right now. Please try again.";

/** An answer as it is stored: what it says and links, and what wrote it. */
export interface Reply {
  answer: string;
  links: ReplyLink[];
  reformulatedMessage: string;
  outcome: AnswerOutcome;
  /** How sure retrieval was of the passage behind it; null when nothing was searched. */
  confidence: number | null;
  curatedAnswerId: number | null;
  /** It answers small talk (nothing was asked): the courtesy reply, or the owner's answer to it. */
  answersSmallTalk: boolean;
}

/** A visitor's message as the bot replies to it: the engine's request, and the bot's name. */
export type ReplyRequest = AnswerRequest & { bot: { name: string } };

/**
 * The bot's courtesy reply when the message is small talk only (a greeting, thanks, a goodbye,
 * an acknowledgement: smallTalkReply), in the bot's language: nothing is searched for it.
 */
function courtesyReply(request: ReplyRequest): Reply | undefined {
  const answer = smallTalkReply(request.question, request.bot);
  if (answer === undefined) return undefined;
  return {
    answer,
    links: [],
    reformulatedMessage: "",
    outcome: "small_talk",
    confidence: null,
    curatedAnswerId: null,
    answersSmallTalk: true,
  };
}

/**
 * The bot's curated answer to the visitor's message, when it has one: for small talk, the one
 * written for the same small talk (« Bonjour », « Merci »), else the one whose question is close
 * enough. A failure to look it up is logged and leaves the courtesy reply or the knowledge
 * engine to answer.
 */
async function curatedReply(
  { db, logger }: Pick<AppDeps, "db" | "logger">,
  request: ReplyRequest,
  smallTalk: boolean,
): Promise<Reply | undefined> {
  const botId = request.bot.id;
  const onEmbeddingError = (error: unknown) =>
    logger.warn("Curated answers matched by words alone: the question could not be embedded", {
      botId,
      reason: error instanceof Error ? error.message : String(error),
    });
  const lookup = smallTalk
    ? findSmallTalkCuratedAnswer(db, request.bot, request.question)
    : findCuratedAnswer(db, botId, request.question, request.embedder, onEmbeddingError);
  const curated = await lookup.catch((error: unknown) => {
    logger.error("Looking up the curated answers failed", { error, botId });
    return undefined;
  });
  if (!curated) return undefined;
  return {
    answer: curated.answer,
    links: curated.link ? [{ url: curated.link, chunk: "" }] : [],
    reformulatedMessage: "",
    outcome: "curated",
    confidence: curated.likeness,
    curatedAnswerId: curated.id,
    answersSmallTalk: smallTalk,
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
      answersSmallTalk: false,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error("The knowledge engine failed to answer", { error, botId: request.bot.id });
    throw new ServiceUnavailableError(NO_ANSWER);
  }
}

/**
 * The bot's reply to a visitor's message, as the visitor gets it: to small talk, the owner's
 * curated answer to it, else the courtesy reply (nothing else is searched); to a question, the
 * curated answer it matches, else the knowledge engine's answer (a failure of which is a 503).
 * A reply written whole is handed to `onDelta` whole; the engine streams its own.
 */
export async function botReply(
  deps: Pick<AppDeps, "db" | "engine" | "logger">,
  request: ReplyRequest,
): Promise<Reply> {
  const courtesy = courtesyReply(request);
  const written = (await curatedReply(deps, request, courtesy !== undefined)) ?? courtesy;
  if (!written) return engineReply(deps, request);
  request.onDelta?.(written.answer);
  return written;
}
