import type { AnalyticsParams } from "../endpoints/analytics";
import type {
  AssistantTestListParams,
  AssistantTestRunListParams,
} from "../endpoints/assistant-tests";
import type { BotListParams } from "../endpoints/bots";
import type { ChatSessionListParams } from "../endpoints/chat-history";
import type { CuratedAnswerListParams } from "../endpoints/curated-answers";
import type { DocumentListParams } from "../endpoints/documents";
import type { TextKnowledgeListParams } from "../endpoints/knowledge";
import type { MissedQuestionListParams } from "../endpoints/missed-questions";
import type { TaskListParams } from "../endpoints/tasks";
import type { UserListParams } from "../endpoints/users";
import type { PageParams } from "../schemas/common";

/** Query keys: each resource's `all` key prefixes its others, so one call invalidates them all. */

export const authKeys = {
  all: ["auth"] as const,
  permissions: () => [...authKeys.all, "permissions"] as const,
  currentUser: () => [...authKeys.all, "current-user"] as const,
  passwordResetInfo: () => [...authKeys.all, "password-reset-info"] as const,
};

export const accountKeys = {
  all: ["accounts"] as const,
  list: (params: PageParams = {}) => [...accountKeys.all, "list", params] as const,
  detail: (id: number) => [...accountKeys.all, "detail", id] as const,
  /**
   * How an account's bots answer: its provider's settings decide, so a change of account asks
   * again, and a change of bot does not.
   */
  languageModels: (account: number) => [...accountKeys.all, "language-models", account] as const,
};

export const userKeys = {
  all: ["users"] as const,
  list: (params: UserListParams = {}) => [...userKeys.all, "list", params] as const,
  detail: (userId: number) => [...userKeys.all, "detail", userId] as const,
};

export const botKeys = {
  all: ["bots"] as const,
  list: (params: BotListParams = {}) => [...botKeys.all, "list", params] as const,
  detail: (id: number) => [...botKeys.all, "detail", id] as const,
  choices: () => [...botKeys.all, "choices"] as const,
};

/** Text and URL knowledge bases. */
export const knowledgeBaseKeys = {
  all: ["knowledge-bases"] as const,
  list: (params: TextKnowledgeListParams = {}) =>
    [...knowledgeBaseKeys.all, "list", params] as const,
  detail: (id: number) => [...knowledgeBaseKeys.all, "detail", id] as const,
};

export const documentKeys = {
  all: ["documents"] as const,
  list: (params: DocumentListParams = {}) => [...documentKeys.all, "list", params] as const,
  detail: (id: number) => [...documentKeys.all, "detail", id] as const,
  ofBot: (ids: readonly number[]) => [...documentKeys.all, "of-bot", ids] as const,
};

export const taskKeys = {
  all: ["tasks"] as const,
  list: (params: TaskListParams = {}) => [...taskKeys.all, "list", params] as const,
  detail: (id: number) => [...taskKeys.all, "detail", id] as const,
};

export const bubbleMessageKeys = {
  all: ["bubble-messages"] as const,
  list: (botId: number) => [...bubbleMessageKeys.all, "list", botId] as const,
};

export const shortcutKeys = {
  all: ["shortcuts"] as const,
  list: (botId: number) => [...shortcutKeys.all, "list", botId] as const,
};

export const chatKeys = {
  all: ["chat"] as const,
  /** Every list of conversations, whatever its bot and filters. */
  sessionLists: () => [...chatKeys.all, "sessions"] as const,
  sessions: (botId: number, params: ChatSessionListParams = {}) =>
    [...chatKeys.sessionLists(), botId, params] as const,
  messages: (sessionId: number) => [...chatKeys.all, "messages", sessionId] as const,
  /** One conversation, read from any of its sessions. */
  session: (sessionId: number) => [...chatKeys.all, "session", sessionId] as const,
};

export const missedQuestionKeys = {
  all: ["missed-questions"] as const,
  list: (params: MissedQuestionListParams = {}) =>
    [...missedQuestionKeys.all, "list", params] as const,
  detail: (id: number, params: Pick<MissedQuestionListParams, "kind" | "since" | "until"> = {}) =>
    [...missedQuestionKeys.all, "detail", id, params] as const,
};

export const curatedAnswerKeys = {
  all: ["curated-answers"] as const,
  list: (params: CuratedAnswerListParams = {}) =>
    [...curatedAnswerKeys.all, "list", params] as const,
  detail: (id: number) => [...curatedAnswerKeys.all, "detail", id] as const,
};

export const assistantTestKeys = {
  all: ["assistant-tests"] as const,
  list: (params: AssistantTestListParams = {}) =>
    [...assistantTestKeys.all, "list", params] as const,
  /** Apart from `all`: writing the tests one by one must not read the proposals again each time. */
  proposals: (botId: number) => ["assistant-test-proposals", botId] as const,
  runs: (params: AssistantTestRunListParams = {}) =>
    [...assistantTestKeys.all, "runs", params] as const,
  run: (id: number) => [...assistantTestKeys.all, "run", id] as const,
};

export const analyticsKeys = {
  all: ["analytics"] as const,
  report: (params: AnalyticsParams & { interval?: string } = {}) =>
    [...analyticsKeys.all, "report", params] as const,
};
