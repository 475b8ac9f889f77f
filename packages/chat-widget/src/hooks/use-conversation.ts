import {
  type ApiClient,
  type ChatSession,
  commentOnDislike,
  rateMessage,
  sendMessage,
  streamMessage,
} from "@org/api-client";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { WELCOME_TYPING_DELAY_MS } from "../constants";
import {
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
  sessionRef.current = session;
  stateRef.current = state;
  callbacksRef.current = options;

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
      dispatch({
        type: "welcomed",
        text: welcomeText(session.welcome_message, callbacksRef.current.greeting),
      });
    }, WELCOME_TYPING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setWelcomeTyping(false);
    };
  }, [session, empty]);

  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      const asked = sessionRef.current;
      if (question === "" || !asked || loadingRef.current) return false;
      loadingRef.current = true;
      counterRef.current += 1;
      const draftId = `draft-${counterRef.current}`;
      dispatch({ type: "asked", id: `question-${counterRef.current}`, text: question });
      callbacksRef.current.onMessageSent?.(question);

      const stillCurrent = () => sessionRef.current === asked;
      void (async () => {
        let started = false;
        const grow = (piece: string) => {
          if (!stillCurrent()) return;
          if (!started) dispatch({ type: "answer-started", id: draftId });
          started = true;
          dispatch({ type: "answer-grew", id: draftId, text: piece });
        };
        let answer = streaming ? await streamMessage(client, asked, question, grow) : undefined;
        // The plain call is the fallback, unless part of an answer already arrived by stream.
        if (!answer && !started) answer = await sendMessage(client, asked, question);
        if (!stillCurrent()) return;
        loadingRef.current = false;
        if (!answer) {
          dispatch({ type: "answer-failed", id: draftId });
          return;
        }
        dispatch({ type: "answered", id: draftId, answer });
        callbacksRef.current.onAnswer?.({
          id: answer.id,
          role: "assistant",
          content: answer.answer,
          rating: answer.rating,
          commented: false,
          sources: answer.links,
        });
      })();
      return true;
    },
    [client, streaming],
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
      } catch {
        // Already logged by the client; the previous rating stays shown.
      }
    },
    [client],
  );

  const comment = useCallback(
    async (id: number, text: string) => {
      const current = sessionRef.current;
      if (!current || text.trim() === "") return false;
      try {
        await commentOnDislike(client, id, text.trim(), current.session_secret);
        dispatch({ type: "commented", id });
        return true;
      } catch {
        // Already logged by the client; the visitor may try again.
        return false;
      }
    },
    [client],
  );

  const clear = useCallback(() => {
    loadingRef.current = false;
    dispatch({ type: "cleared" });
  }, []);

  return { ...state, welcomeTyping, send, rate, comment, clear };
}
