/**
 * The API's route table: one export per endpoint, its method and its path with each parameter
 * written `{name}` (every parameter is a numeric id), trailing slashes as the API lists them.
 * The client's endpoint functions send their requests to these routes and the server declares
 * each endpoint with its entry. Separate exports rather than one object, so that a bundle keeps
 * only the routes its code calls (the chat widget, a handful): `import * as ROUTES` for them all.
 */

// Service
export const getHealth = { method: "GET", path: "/api/health/" } as const;
export const getSchema = { method: "GET", path: "/api/schema/" } as const;
/** The server's own privacy policy for the visitors of its assistants (a public HTML page). */
export const getVisitorPrivacy = { method: "GET", path: "/api/privacy/" } as const;

// Sign-in and one's own profile
export const login = { method: "POST", path: "/api/auth/login/" } as const;
export const logout = { method: "POST", path: "/api/auth/logout/" } as const;
export const getPermissions = { method: "GET", path: "/api/auth/permissions/" } as const;
export const getCurrentUser = { method: "GET", path: "/api/auth/me/" } as const;
export const updateCurrentUser = { method: "PATCH", path: "/api/auth/me/" } as const;
export const getPasswordResetInfo = { method: "GET", path: "/api/auth/password-reset/" } as const;
export const requestPasswordReset = { method: "POST", path: "/api/auth/password-reset/" } as const;
export const confirmPasswordReset = {
  method: "POST",
  path: "/api/auth/password-reset/confirm/",
} as const;

// Accounts
export const listAccounts = { method: "GET", path: "/api/accounts/" } as const;
export const createAccount = { method: "POST", path: "/api/accounts/" } as const;
export const getAccount = { method: "GET", path: "/api/accounts/{id}/" } as const;
export const updateAccount = { method: "PATCH", path: "/api/accounts/{id}/" } as const;
export const deleteAccount = { method: "DELETE", path: "/api/accounts/{id}/" } as const;

// Users
export const listUsers = { method: "GET", path: "/api/users/" } as const;
export const createUser = { method: "POST", path: "/api/users/" } as const;
export const getUser = { method: "GET", path: "/api/users/{id}/" } as const;
export const updateUser = { method: "PATCH", path: "/api/users/{id}/" } as const;
export const deleteUser = { method: "DELETE", path: "/api/users/{id}/" } as const;

// Bots
export const listBots = { method: "GET", path: "/api/bots/" } as const;
export const createBot = { method: "POST", path: "/api/bots/" } as const;
export const getBotChoices = { method: "OPTIONS", path: "/api/bots/" } as const;
export const getLanguageModels = { method: "GET", path: "/api/bots/language-models/" } as const;
export const getBot = { method: "GET", path: "/api/bots/{id}/" } as const;
export const updateBot = { method: "PATCH", path: "/api/bots/{id}/" } as const;
export const deleteBot = { method: "DELETE", path: "/api/bots/{id}/" } as const;
export const getBotAppearance = { method: "GET", path: "/api/bots/{id}/appearance/" } as const;

// Text knowledge bases (the URL kind is listed and edited with them)
export const listTextKnowledgeBases = {
  method: "GET",
  path: "/api/text_knowledge_bases/",
} as const;
export const createTextKnowledgeBase = {
  method: "POST",
  path: "/api/text_knowledge_bases/",
} as const;
export const getTextKnowledgeBase = {
  method: "GET",
  path: "/api/text_knowledge_bases/{id}/",
} as const;
export const updateTextKnowledgeBase = {
  method: "PATCH",
  path: "/api/text_knowledge_bases/{id}/",
} as const;
export const deleteTextKnowledgeBase = {
  method: "DELETE",
  path: "/api/text_knowledge_bases/{id}/",
} as const;

// URL knowledge bases
export const createUrlKnowledgeBase = {
  method: "POST",
  path: "/api/url_knowledge_bases/",
} as const;
export const ingestUrlKnowledgeBase = {
  method: "POST",
  path: "/api/url_knowledge_bases/{id}/ingest/",
} as const;
export const setSyncSchedule = {
  method: "PUT",
  path: "/api/url_knowledge_bases/{id}/schedule/",
} as const;
export const crawlSubUrls = {
  method: "POST",
  path: "/api/url_knowledge_bases/get_all_sub_urls",
} as const;

// Document knowledge bases
export const listDocumentKnowledgeBases = {
  method: "GET",
  path: "/api/document_knowledge_bases/",
} as const;
export const uploadDocument = { method: "POST", path: "/api/document_knowledge_bases/" } as const;
export const getDocumentKnowledgeBase = {
  method: "GET",
  path: "/api/document_knowledge_bases/{id}/",
} as const;
export const updateDocumentKnowledgeBase = {
  method: "PATCH",
  path: "/api/document_knowledge_bases/{id}/",
} as const;
export const getDocumentFile = {
  method: "GET",
  path: "/api/document_knowledge_bases/{id}/file/",
} as const;
export const replaceDocumentFile = {
  method: "PUT",
  path: "/api/document_knowledge_bases/{id}/file/",
} as const;
export const deleteDocumentKnowledgeBases = {
  method: "POST",
  path: "/api/document_knowledge_bases/delete_multi",
} as const;

// Tasks
export const listTasks = { method: "GET", path: "/api/tasks/" } as const;
export const getTask = { method: "GET", path: "/api/tasks/{id}/" } as const;
export const retryTask = { method: "POST", path: "/api/tasks/{id}/retry/" } as const;

// Bubble messages
export const listBubbleMessages = { method: "GET", path: "/api/bubble-messages/" } as const;
export const createBubbleMessage = { method: "POST", path: "/api/bubble-messages/" } as const;
export const getBubbleMessage = { method: "GET", path: "/api/bubble-messages/{id}/" } as const;
export const updateBubbleMessage = { method: "PATCH", path: "/api/bubble-messages/{id}/" } as const;
export const deleteBubbleMessage = {
  method: "DELETE",
  path: "/api/bubble-messages/{id}/",
} as const;

// Shortcuts
export const listShortcuts = { method: "GET", path: "/api/shortcuts/" } as const;
export const createShortcut = { method: "POST", path: "/api/shortcuts/" } as const;
export const getShortcut = { method: "GET", path: "/api/shortcuts/{id}/" } as const;
export const updateShortcut = { method: "PATCH", path: "/api/shortcuts/{id}/" } as const;
export const deleteShortcut = { method: "DELETE", path: "/api/shortcuts/{id}/" } as const;

// Chat: a visitor's session, and the conversations in the back-office
export const startSession = { method: "POST", path: "/api/sessions/start" } as const;
export const sendMessage = { method: "POST", path: "/api/sessions/message" } as const;
export const streamMessage = { method: "POST", path: "/api/sessions/message/stream" } as const;
export const closeSession = { method: "POST", path: "/api/sessions/close" } as const;
/** A rating, and the comment of a dislike. */
export const rateMessage = { method: "PATCH", path: "/api/messages/{id}" } as const;
export const listChatSessions = { method: "GET", path: "/api/sessions/" } as const;
export const getChatSession = { method: "GET", path: "/api/sessions/{id}/" } as const;
/** By its visitor (the session's secret) or by a user. */
export const deleteConversation = { method: "DELETE", path: "/api/sessions/{id}/" } as const;
export const listMessages = { method: "GET", path: "/api/messages/" } as const;

// Questions to improve
export const listMissedQuestions = { method: "GET", path: "/api/missed_questions/" } as const;
export const getMissedQuestion = { method: "GET", path: "/api/missed_questions/{id}/" } as const;
export const setMissedQuestionStatus = {
  method: "PATCH",
  path: "/api/missed_questions/{id}/",
} as const;
/** Several at once: all of them, or none when one of them is not the user's. */
export const setMissedQuestionsStatus = {
  method: "PATCH",
  path: "/api/missed_questions/",
} as const;

// Curated answers
export const listCuratedAnswers = { method: "GET", path: "/api/curated_answers/" } as const;
export const createCuratedAnswer = { method: "POST", path: "/api/curated_answers/" } as const;
export const exportCuratedAnswers = {
  method: "GET",
  path: "/api/curated_answers/export/",
} as const;
export const importCuratedAnswers = {
  method: "POST",
  path: "/api/curated_answers/import/",
} as const;
export const getCuratedAnswer = { method: "GET", path: "/api/curated_answers/{id}/" } as const;
export const updateCuratedAnswer = { method: "PATCH", path: "/api/curated_answers/{id}/" } as const;
export const deleteCuratedAnswer = {
  method: "DELETE",
  path: "/api/curated_answers/{id}/",
} as const;

// Tests of an assistant
export const listAssistantTests = { method: "GET", path: "/api/assistant_tests/" } as const;
export const createAssistantTest = { method: "POST", path: "/api/assistant_tests/" } as const;
export const proposeAssistantTests = {
  method: "GET",
  path: "/api/assistant_tests/proposals/",
} as const;
export const getAssistantTest = { method: "GET", path: "/api/assistant_tests/{id}/" } as const;
export const updateAssistantTest = { method: "PATCH", path: "/api/assistant_tests/{id}/" } as const;
export const deleteAssistantTest = {
  method: "DELETE",
  path: "/api/assistant_tests/{id}/",
} as const;
export const listAssistantTestRuns = { method: "GET", path: "/api/assistant_test_runs/" } as const;
export const runAssistantTests = { method: "POST", path: "/api/assistant_test_runs/" } as const;
export const getAssistantTestRun = {
  method: "GET",
  path: "/api/assistant_test_runs/{id}/",
} as const;

// Analytics
export const getAnalytics = { method: "GET", path: "/api/analytics/" } as const;
export const exportConversations = {
  method: "GET",
  path: "/api/analytics/conversations/",
} as const;
