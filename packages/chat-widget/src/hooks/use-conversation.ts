import {
  type ApiClient,
  type ChatSession,
  commentOnDislike,
  isSessionEnded,
  rateMessage,
  type SessionEnd,
  sendMessage,
  sessionEndOf,
  streamMessage,
} from "@org/api-client";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { WELCOME_TYPING_DELAY_MS } from "../constants";
import {
  answeredMessage,
  type ChatMessage,
  type Conversation,
  conversationReducer,
  EMPTY_CONVERSATION,
} from "../lib/conversation";
import { nextRating, type RatingAction } from "../lib/rating";
import { welcomeText } from "../lib/welcome-text";

export interface ConversationOptions {
  client: ApiClient;
  session: ChatSession | undefined;
  /** The greeting of the widget's language, for a bot without a welcome message. */
  greeting?: string;
  /** Ask for the answer as it is written, falling back to the plain call. */
  streaming: boolean;
  onMessageSent?: (text: string) => void;
  onAnswer?: (message: ChatMessage) => void;
  /** The conversation was active just now: a question answered, an answer rated. */
  onActivity?: () => void;
  /**
   * The server said `refused` can no longer be used, and why: answers the new session the
   * conversation starts afresh in (undefined: none could be opened, or it was replaced meanwhile).
   * A question refused so is asked again there.
   */
  onSessionEnded?: (refused: ChatSession, end: SessionEnd) => Promise<ChatSession | undefined>;
}

export interface ConversationState extends Conversation {
  /** True while the typing indicator precedes the welcome message. */
  welcomeTyping: boolean;
  /** Sends a question; false when it was ignored (blank, no session, or a reply awaited). */
  send: (text: string) => boolean;
  rate: (id: number, action: RatingAction) => Promise<void>;
  /** Says what was wrong with a disliked answer; false when it could not be sent. */
  comment: (id: number, text: string) => Promise<boolean>;
  clear: () => void;
}

/** The conversation of the current session: welcome, questions, answers and their ratings. */
export function useConversation(options: ConversationOptions): ConversationState {
  const { client, session, streaming } = options;
  const [state, dispatch] = useReducer(conversationReducer, EMPTY_CONVERSATION);
  const [welcomeTyping, setWelcomeTyping] = useState(false);
  const loadingRef = useRef(false);
  const sessionRef = useRef(session);
  const stateRef = useRef(state);
  const callbacksRef = useRef(options);
  const counterRef = useRef(0);
  /** Counts the conversations cleared, for what was awaited to tell it was overtaken. */
  const conversationRef = useRef(0);
  const renewalRef = useRef<{
    refused: ChatSession;
    next: Promise<ChatSession | undefined>;
  }>(undefined);
  sessionRef.current = session;
  stateRef.current = state;
  callbacksRef.current = options;

  /** Leads an empty conversation with the welcome of `session`; a no-op once it has messages. */
  const welcome = useCallback((session: ChatSession) => {
    dispatch({
      type: "welcomed",
      text: welcomeText(session.welcome_message, callbacksRef.current.greeting),
    });
  }, []);

  const empty = state.messages.length === 0;
  useEffect(() => {
    if (!session || !empty) return;
    if (session.earlierMessages.length > 0) {
      // A conversation gone on with after a reload shows at once, as the visitor left it.
      dispatch({
        type: "resumed",
        welcome: welcomeText(session.welcome_message, callbacksRef.current.greeting),
        messages: session.earlierMessages,
      });
      return;
    }
    setWelcomeTyping(true);
    const timer = setTimeout(() => {
      setWelcomeTyping(false);
      welcome(session);
    }, WELCOME_TYPING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setWelcomeTyping(false);
    };
  }, [session, empty, welcome]);

  /**
   * Starts the conversation afresh after the server refused `refused` for good: the messages go,
   * as after a reset. Answers the new session, once nothing else (a reset, a deletion) replaced
   * the conversation meanwhile; undefined otherwise, and when no session could be opened. Refused
   * twice at once (a question and a rating), the session is replaced once.
   */
  const startAfresh = useCallback(
    (refused: ChatSession, end: SessionEnd): Promise<ChatSession | undefined> => {
      if (renewalRef.current?.refused === refused) return renewalRef.current.next;
      const next = (async () => {
        const conversation = conversationRef.current;
        const renewed = await callbacksRef.current.onSessionEnded?.(refused, end);
        if (conversationRef.current !== conversation) return undefined;
        conversationRef.current += 1;
        loadingRef.current = false;
        dispatch({ type: "cleared" });
        // Read before the next render, for whatever is asked in it at once.
        sessionRef.current = renewed;
        return renewed;
      })();
      renewalRef.current = { refused, next };
      return next;
    },
    [],
  );

  /**
   * Asks `question`, shown already, in `session`; refused there for good, the conversation starts
   * afresh in a new session and the question is asked there (once).
   */
  const ask = useCallback(
    async (session: ChatSession, question: string): Promise<void> => {
      let asked = session;
      for (let attempt = 1; ; attempt++) {
        counterRef.current += 1;
        const draftId = `draft-${counterRef.current}`;
        const current = asked;
        const stillCurrent = () => sessionRef.current === current;
        let started = false;
        const grow = (piece: string) => {
          if (!stillCurrent()) return;
          if (!started) dispatch({ type: "answer-started", id: draftId });
          started = true;
          dispatch({ type: "answer-grew", id: draftId, text: piece });
        };
        let answer = streaming ? await streamMessage(client, current, question, grow) : undefined;
        // The plain call is the fallback, unless part of an answer already arrived by stream.
        if (!answer && !started) answer = await sendMessage(client, current, question);
        if (!stillCurrent()) return;
        if (isSessionEnded(answer) && attempt === 1) {
          const next = await startAfresh(current, answer.sessionEnded);
          if (!next) return;
          // The new conversation, welcomed at once, carries the question on.
          loadingRef.current = true;
          counterRef.current += 1;
          welcome(next);
          dispatch({ type: "asked", id: `question-${counterRef.current}`, text: question });
          asked = next;
          continue;
        }
        loadingRef.current = false;
        if (!answer || isSessionEnded(answer)) {
          dispatch({ type: "answer-failed", id: draftId });
          return;
        }
        dispatch({ type: "answered", id: draftId, answer });
        callbacksRef.current.onActivity?.();
        callbacksRef.current.onAnswer?.(answeredMessage(answer));
        return;
      }
    },
    [client, streaming, startAfresh, welcome],
  );

  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      const asked = sessionRef.current;
      if (question === "" || !asked || loadingRef.current) return false;
      loadingRef.current = true;
      counterRef.current += 1;
      // Asked while the welcome was still being typed, the welcome shows at once, ahead of it.
      welcome(asked);
      dispatch({ type: "asked", id: `question-${counterRef.current}`, text: question });
      callbacksRef.current.onMessageSent?.(question);
      void ask(asked, question);
      return true;
    },
    [ask, welcome],
  );

  const rate = useCallback(
    async (id: number, action: RatingAction) => {
      const message = stateRef.current.messages.find((candidate) => candidate.id === id);
      const current = sessionRef.current;
      if (!message || !current) return;
      const rating = nextRating(message.rating, action);
      try {
        await rateMessage(client, id, rating, current.session_secret);
        dispatch({ type: "rated", id, rating });
        callbacksRef.current.onActivity?.();
      } catch (error) {
        // Already logged by the client; the previous rating stays shown, unless the session can
        // no longer be used: the answer went with its conversation.
        const end = sessionEndOf(error);
        if (end && sessionRef.current === current) await startAfresh(current, end);
      }
    },
    [client, startAfresh],
  );

  const comment = useCallback(
    async (id: number, text: string) => {
      const current = sessionRef.current;
      if (!current || text.trim() === "") return false;
      try {
        await commentOnDislike(client, id, text.trim(), current.session_secret);
        dispatch({ type: "commented", id });
        callbacksRef.current.onActivity?.();
        return true;
      } catch (error) {
        // Already logged by the client; the visitor may try again, unless the session can no
        // longer be used: the answer went with its conversation.
        const end = sessionEndOf(error);
        if (end && sessionRef.current === current) await startAfresh(current, end);
        return false;
      }
    },
    [client, startAfresh],
  );

  const clear = useCallback(() => {
    conversationRef.current += 1;
    loadingRef.current = false;
    dispatch({ type: "cleared" });
  }, []);

  return { ...state, welcomeTyping, send, rate, comment, clear };
}
