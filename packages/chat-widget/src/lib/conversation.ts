import type { Answer, ChatMessage } from "@org/api-client";
import type { Rating } from "./rating";

export type { ChatMessage };

/** The messages of the open session and whether a reply is awaited. */
export interface Conversation {
  messages: ChatMessage[];
  loading: boolean;
}

export type ConversationEvent =
  | { type: "welcomed"; text: string }
  | { type: "resumed"; welcome: string; messages: ChatMessage[] }
  | { type: "asked"; id: string; text: string }
  | { type: "answer-started"; id: string }
  | { type: "answer-grew"; id: string; text: string }
  | { type: "answered"; id: string; answer: Answer }
  | { type: "answer-failed"; id: string }
  | { type: "rated"; id: ChatMessage["id"]; rating: Rating }
  | { type: "commented"; id: ChatMessage["id"] }
  | { type: "cleared" };

export const EMPTY_CONVERSATION: Conversation = { messages: [], loading: false };

const WELCOME_ID = "welcome";

/** How a conversation changes with each event; `id` of an answer is the client's draft id. */
export function conversationReducer(state: Conversation, event: ConversationEvent): Conversation {
  switch (event.type) {
    case "welcomed":
      if (state.messages.length > 0) return state;
      return { ...state, messages: [assistantMessage(WELCOME_ID, event.text)] };
    case "resumed":
      // The welcome leads, as when the conversation began; what was said follows it.
      if (state.messages.length > 0) return state;
      return {
        ...state,
        messages: [assistantMessage(WELCOME_ID, event.welcome), ...event.messages],
      };
    case "asked":
      return {
        loading: true,
        messages: [
          ...state.messages,
          {
            id: event.id,
            role: "user",
            content: event.text,
            rating: 0,
            commented: false,
            sources: [],
          },
        ],
      };
    case "answer-started":
      return { ...state, messages: [...state.messages, assistantMessage(event.id, "")] };
    case "answer-grew":
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.id === event.id ? { ...message, content: message.content + event.text } : message,
        ),
      };
    case "answered": {
      const answer = answeredMessage(event.answer);
      const drafted = state.messages.some((message) => message.id === event.id);
      return {
        loading: false,
        messages: drafted
          ? state.messages.map((message) => (message.id === event.id ? answer : message))
          : [...state.messages, answer],
      };
    }
    case "answer-failed":
      return {
        loading: false,
        messages: state.messages.filter((message) => message.id !== event.id),
      };
    case "rated":
      // A new rating clears what was said of the previous dislike, as the server does.
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.id === event.id
            ? { ...message, rating: event.rating, commented: false }
            : message,
        ),
      };
    case "commented":
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.id === event.id ? { ...message, commented: true } : message,
        ),
      };
    case "cleared":
      return EMPTY_CONVERSATION;
  }
}

/** An answer as the conversation shows it. */
export function answeredMessage(answer: Answer): ChatMessage {
  return {
    id: answer.id,
    role: "assistant",
    content: answer.answer,
    rating: answer.rating,
    commented: false,
    sources: answer.links,
    curated: answer.curated,
    smallTalk: answer.small_talk,
  };
}

function assistantMessage(id: string, content: string): ChatMessage {
  return { id, role: "assistant", content, rating: 0, commented: false, sources: [] };
}

/**
 * Sources and rating show on assistant answers after the welcome, and not while loading; a
 * courtesy reply to small talk (« Avec plaisir ! ») has neither, like the welcome.
 */
export function showsAnswerTools(
  message: ChatMessage,
  index: number,
  loading: boolean,
): message is ChatMessage & { id: number } {
  return (
    message.role === "assistant" &&
    index > 0 &&
    !loading &&
    typeof message.id === "number" &&
    !message.smallTalk
  );
}
