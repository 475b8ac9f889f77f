import type { ApiClient } from "@org/api-client";
import {
  assistantTestQueries,
  botQueries,
  knowledgeBaseQueries,
  missedQuestionQueries,
  userQueries,
} from "@org/api-client/react";
import { DASHBOARD_LATEST_TEST_RUNS, DASHBOARD_RECENT_KNOWLEDGE_BASES } from "@/constants";

/** Only the count of a list is wanted: ask for the smallest page. */
const COUNT_ONLY = { page_size: 1 } as const;

/**
 * The queries behind the dashboard's figures; each card reads its own. Assistants, knowledge
 * bases, questions to improve and test runs are those of the account chosen in the sidebar
 * (`account`);
 * users are all those the user manages, as Utilisateurs lists them.
 */
export const dashboardQueries = {
  users: (client: ApiClient) => userQueries.list(client, COUNT_ONLY),
  activeUsers: (client: ApiClient) => userQueries.list(client, { ...COUNT_ONLY, is_active: true }),
  assistants: (client: ApiClient, account: number | undefined) =>
    botQueries.list(client, { ...COUNT_ONLY, account }),
  activeAssistants: (client: ApiClient, account: number | undefined) =>
    botQueries.list(client, { ...COUNT_ONLY, account, is_active: true }),
  textKnowledgeBases: (client: ApiClient, account: number | undefined) =>
    knowledgeBaseQueries.list(client, { ...COUNT_ONLY, account, type: "text" }),
  urlKnowledgeBases: (client: ApiClient, account: number | undefined) =>
    knowledgeBaseQueries.list(client, { ...COUNT_ONLY, account, type: "url" }),
  // Their count, and the first of them, the most missed: the way to them starts at its assistant.
  questionsToImprove: (client: ApiClient, account: number | undefined) =>
    missedQuestionQueries.list(client, { ...COUNT_ONLY, account, status: "todo" }),
  latestTestRuns: (client: ApiClient, account: number | undefined) =>
    assistantTestQueries.runs(client, { account, page_size: DASHBOARD_LATEST_TEST_RUNS }),
  recentKnowledgeBases: (client: ApiClient, account: number | undefined) =>
    knowledgeBaseQueries.list(client, {
      account,
      ordering: "-updated_at",
      page_size: DASHBOARD_RECENT_KNOWLEDGE_BASES,
    }),
};
