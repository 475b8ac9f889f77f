import { taskStatusSchema } from "@org/api-client";
import { MAX_PAGE_SIZE } from "../../constants";
import { BOT_ORDERING_FIELDS } from "../bots/service";
import { KNOWLEDGE_ORDERING_FIELDS } from "../knowledge/service";
import { USER_ORDERING_FIELDS } from "../users/service";
import type { RequestSchemaName, ResponseSchemaName } from "./components";

export interface QueryParameter {
  name: string;
  description: string;
  type: "integer" | "boolean" | "string";
  values?: readonly (string | number)[];
}

export interface OperationDescription {
  summary: string;
  /** The group the operation is listed under. */
  tag: string;
  query?: QueryParameter[];
  body?: { schema: RequestSchemaName; mediaType?: "multipart/form-data" };
  response: {
    status: 200 | 201 | 202 | 204;
    description: string;
    schema?: ResponseSchemaName;
    /** Answers that are not JSON: a file, a stream of server-sent events. */
    mediaType?: "application/octet-stream" | "text/event-stream";
  };
  /** A 400 that says more than its field errors, e.g. why an uploaded file cannot be read. */
  refusal?: { schema: ResponseSchemaName; description: string };
}

const pageParameters: QueryParameter[] = [
  { name: "page", description: "Page number, from 1.", type: "integer" },
  {
    name: "page_size",
    description: `Items per page (default 100, at most ${MAX_PAGE_SIZE}).`,
    type: "integer",
  },
];
const search: QueryParameter = {
  name: "search",
  description: "Keeps the items whose name contains this text.",
  type: "string",
};
const isActive: QueryParameter = {
  name: "is_active",
  description: "Keeps the active (true) or inactive (false) items.",
  type: "boolean",
};
function ordering(fields: readonly string[]): QueryParameter {
  return {
    name: "ordering",
    description: "Sort field; a leading `-` sorts in descending order.",
    type: "string",
    values: fields.flatMap((field) => [field, `-${field}`]),
  };
}
const botFilter: QueryParameter = {
  name: "bot_id",
  description: "Keeps the items of this bot.",
  type: "integer",
};

function contentOperations(
  basePath: string,
  names: { one: string; many: string },
  schemas: {
    item: ResponseSchemaName;
    page: ResponseSchemaName;
    create: RequestSchemaName;
    update: RequestSchemaName;
  },
): Record<string, OperationDescription> {
  const tag = names.many.charAt(0).toUpperCase() + names.many.slice(1);
  const item = `${basePath}:id{[0-9]+}/`;
  return {
    [`GET ${basePath}`]: {
      summary: `List the ${names.many} (the active ones of an active bot without a token)`,
      tag,
      query: [botFilter, ...pageParameters],
      response: { status: 200, description: `A page of ${names.many}.`, schema: schemas.page },
    },
    [`POST ${basePath}`]: {
      summary: `Create a ${names.one}`,
      tag,
      body: { schema: schemas.create },
      response: { status: 201, description: `The new ${names.one}.`, schema: schemas.item },
    },
    [`GET ${item}`]: {
      summary: `Read a ${names.one}`,
      tag,
      query: [botFilter],
      response: { status: 200, description: `The ${names.one}.`, schema: schemas.item },
    },
    [`PATCH ${item}`]: {
      summary: `Change a ${names.one}`,
      tag,
      query: [botFilter],
      body: { schema: schemas.update },
      response: { status: 200, description: `The ${names.one} changed.`, schema: schemas.item },
    },
    [`DELETE ${item}`]: {
      summary: `Delete a ${names.one}`,
      tag,
      query: [botFilter],
      response: { status: 204, description: "Deleted." },
    },
  };
}

/**
 * What each endpoint of the API takes and answers, keyed by "METHOD path" exactly as the router
 * mounts it. The schema module's tests keep this table in step with the mounted endpoints.
 */
export const OPERATIONS: Record<string, OperationDescription> = {
  "GET /api/health/": {
    summary: "Tell whether the server and its database answer",
    tag: "Health",
    response: { status: 200, description: "The server is up.", schema: "Health" },
  },
  "GET /api/schema/": {
    summary: "This OpenAPI document",
    tag: "Health",
    response: { status: 200, description: "The OpenAPI 3.1 document of the API." },
  },
  "POST /api/auth/login/": {
    summary: "Sign in with a username and password",
    tag: "Authentication",
    body: { schema: "LoginPayload" },
    response: {
      status: 200,
      description: "The token to send as `Token <key>`.",
      schema: "LoginResult",
    },
  },
  "POST /api/auth/logout/": {
    summary: "Sign out: the token stops working",
    tag: "Authentication",
    response: { status: 200, description: "Signed out.", schema: "Detail" },
  },
  "GET /api/auth/me/": {
    summary: "Read the signed-in user",
    tag: "Authentication",
    response: {
      status: 200,
      description: "The signed-in user, with their preferences.",
      schema: "CurrentUser",
    },
  },
  "PATCH /api/auth/me/": {
    summary: "Change one's own profile, language, preferences or password",
    tag: "Authentication",
    body: { schema: "ProfileUpdate" },
    response: {
      status: 200,
      description: "The signed-in user as changed.",
      schema: "CurrentUser",
    },
  },
  "POST /api/auth/password-reset/": {
    summary: "Send a password reset link to an address, if it belongs to a user",
    tag: "Authentication",
    body: { schema: "PasswordResetRequest" },
    response: {
      status: 200,
      description: "The same answer whether the address is known or not.",
      schema: "Detail",
    },
  },
  "POST /api/auth/password-reset/confirm/": {
    summary: "Choose a new password with the token of a reset link",
    tag: "Authentication",
    body: { schema: "PasswordResetConfirm" },
    response: { status: 200, description: "The password is changed.", schema: "Detail" },
  },
  "GET /api/auth/permissions/": {
    summary: "List the permission strings of the signed-in user",
    tag: "Authentication",
    response: { status: 200, description: "Permission strings, sorted.", schema: "Permissions" },
  },
  "GET /api/accounts/": {
    summary: "List the accounts the signed-in user belongs to (all of them for staff)",
    tag: "Accounts",
    query: [search, ...pageParameters],
    response: {
      status: 200,
      description: "A page of accounts, provider keys masked.",
      schema: "AccountPage",
    },
  },
  "POST /api/accounts/": {
    summary: "Create an account (staff)",
    tag: "Accounts",
    body: { schema: "AccountCreate" },
    response: {
      status: 201,
      description: "The new account, provider keys masked.",
      schema: "Account",
    },
  },
  "GET /api/accounts/:id{[0-9]+}/": {
    summary: "Read an account",
    tag: "Accounts",
    response: { status: 200, description: "The account, provider keys masked.", schema: "Account" },
  },
  "PATCH /api/accounts/:id{[0-9]+}/": {
    summary:
      "Change an account, its provider or its embedding model (staff); a new embedding model queues an embedding task per knowledge base",
    tag: "Accounts",
    body: { schema: "AccountUpdate" },
    response: { status: 200, description: "The account, provider keys masked.", schema: "Account" },
  },
  "DELETE /api/accounts/:id{[0-9]+}/": {
    summary: "Delete an account and everything it owns (staff)",
    tag: "Accounts",
    response: { status: 204, description: "Deleted." },
  },
  "GET /api/users/": {
    summary: "List the users of the signed-in user's accounts",
    tag: "Users",
    query: [search, isActive, ordering(USER_ORDERING_FIELDS), ...pageParameters],
    response: { status: 200, description: "A page of users.", schema: "UserPage" },
  },
  "POST /api/users/": {
    summary: "Create a user",
    tag: "Users",
    body: { schema: "UserCreate" },
    response: { status: 201, description: "The new user.", schema: "User" },
  },
  "GET /api/users/:id{[0-9]+}/": {
    summary: "Read a user",
    tag: "Users",
    response: { status: 200, description: "The user.", schema: "User" },
  },
  "PATCH /api/users/:id{[0-9]+}/": {
    summary: "Change a user, their password or permissions",
    tag: "Users",
    body: { schema: "UserUpdate" },
    response: { status: 200, description: "The user changed.", schema: "User" },
  },
  "DELETE /api/users/:id{[0-9]+}/": {
    summary: "Delete a user",
    tag: "Users",
    response: { status: 204, description: "Deleted." },
  },
  "GET /api/bots/": {
    summary: "List the bots",
    tag: "Bots",
    query: [
      { name: "account", description: "Keeps the bots of this account.", type: "integer" },
      isActive,
      search,
      ordering(BOT_ORDERING_FIELDS),
      ...pageParameters,
    ],
    response: { status: 200, description: "A page of bots.", schema: "BotPage" },
  },
  "POST /api/bots/": {
    summary: "Create a bot",
    tag: "Bots",
    body: { schema: "BotCreate" },
    response: { status: 201, description: "The new bot.", schema: "Bot" },
  },
  "OPTIONS /api/bots/": {
    summary: "List the models and channel types a bot may use",
    tag: "Bots",
    response: { status: 200, description: "The choices of a new bot.", schema: "BotOptions" },
  },
  "GET /api/bots/:id{[0-9]+}/": {
    summary: "Read a bot",
    tag: "Bots",
    response: { status: 200, description: "The bot.", schema: "Bot" },
  },
  "PATCH /api/bots/:id{[0-9]+}/": {
    summary: "Change a bot",
    tag: "Bots",
    body: { schema: "BotUpdate" },
    response: { status: 200, description: "The bot changed.", schema: "Bot" },
  },
  "DELETE /api/bots/:id{[0-9]+}/": {
    summary: "Delete a bot",
    tag: "Bots",
    response: { status: 204, description: "Deleted." },
  },
  "GET /api/bots/:id{[0-9]+}/appearance/": {
    summary: "Read how an active bot's widget looks (public, for the widget on any site)",
    tag: "Bots",
    response: {
      status: 200,
      description:
        "Its colour, position, size, opening, theme, launcher icon and language; cacheable " +
        "for 60 s, then revalidated by its ETag (304). A 404 for an unknown or inactive bot.",
      schema: "BotAppearance",
    },
  },
  "GET /api/text_knowledge_bases/": {
    summary: "List the text and URL knowledge bases",
    tag: "Knowledge",
    query: [
      { name: "type", description: "Keeps one kind.", type: "string", values: ["text", "url"] },
      isActive,
      search,
      ordering(KNOWLEDGE_ORDERING_FIELDS),
      ...pageParameters,
    ],
    response: {
      status: 200,
      description: "A page of knowledge bases.",
      schema: "TextKnowledgePage",
    },
  },
  "POST /api/text_knowledge_bases/": {
    summary: "Create a text knowledge base; its ingestion starts as a task",
    tag: "Knowledge",
    body: { schema: "TextKnowledgeCreate" },
    response: { status: 201, description: "The new knowledge base.", schema: "TextKnowledge" },
  },
  "GET /api/text_knowledge_bases/:id{[0-9]+}/": {
    summary: "Read a text or URL knowledge base",
    tag: "Knowledge",
    response: { status: 200, description: "The knowledge base.", schema: "TextKnowledge" },
  },
  "PATCH /api/text_knowledge_bases/:id{[0-9]+}/": {
    summary: "Change a text or URL knowledge base; a new text is ingested again",
    tag: "Knowledge",
    body: { schema: "TextKnowledgeUpdate" },
    response: { status: 200, description: "The knowledge base changed.", schema: "TextKnowledge" },
  },
  "DELETE /api/text_knowledge_bases/:id{[0-9]+}/": {
    summary: "Delete a text or URL knowledge base",
    tag: "Knowledge",
    response: { status: 204, description: "Deleted." },
  },
  "POST /api/url_knowledge_bases/": {
    summary: "Create a URL knowledge base; crawling its site starts as a task",
    tag: "Knowledge",
    body: { schema: "UrlKnowledgeCreate" },
    response: {
      status: 201,
      description: "The new knowledge base and its task.",
      schema: "UrlKnowledgeCreated",
    },
  },
  "POST /api/url_knowledge_bases/:id{[0-9]+}/ingest/": {
    summary: "Crawl the site of a URL knowledge base again",
    tag: "Knowledge",
    response: { status: 202, description: "The task doing it.", schema: "IngestionStarted" },
  },
  "POST /api/url_knowledge_bases/get_all_sub_urls": {
    summary: "List the pages a crawl of a site would read",
    tag: "Knowledge",
    body: { schema: "CrawlOptions" },
    response: { status: 200, description: "The addresses found.", schema: "CrawlResult" },
  },
  "GET /api/document_knowledge_bases/": {
    summary: "List the document knowledge bases",
    tag: "Documents",
    query: [isActive, search, ordering(KNOWLEDGE_ORDERING_FIELDS), ...pageParameters],
    response: { status: 200, description: "A page of documents.", schema: "DocumentKnowledgePage" },
  },
  "POST /api/document_knowledge_bases/": {
    summary: "Upload a document (PDF, text, Markdown, HTML, Word); reading it starts as a task",
    tag: "Documents",
    body: { schema: "DocumentUpload", mediaType: "multipart/form-data" },
    response: { status: 201, description: "The new document.", schema: "DocumentKnowledge" },
    refusal: {
      schema: "DocumentRefusal",
      description:
        "a file that cannot be read is refused with a 400 whose `code` says why (unsupported_type, unreadable, too_large, empty); a file over the upload limit with a 413 whose `code` is too_large",
    },
  },
  "GET /api/document_knowledge_bases/:id{[0-9]+}/": {
    summary: "Read a document knowledge base",
    tag: "Documents",
    response: { status: 200, description: "The document.", schema: "DocumentKnowledge" },
  },
  "PATCH /api/document_knowledge_bases/:id{[0-9]+}/": {
    summary: "Rename, activate or deactivate a document",
    tag: "Documents",
    body: { schema: "DocumentKnowledgeUpdate" },
    response: { status: 200, description: "The document changed.", schema: "DocumentKnowledge" },
  },
  "GET /api/document_knowledge_bases/:id{[0-9]+}/file/": {
    summary: "Download the uploaded file",
    tag: "Documents",
    response: {
      status: 200,
      description: "The file, as an attachment.",
      mediaType: "application/octet-stream",
    },
  },
  "POST /api/document_knowledge_bases/delete_multi": {
    summary: "Delete several documents",
    tag: "Documents",
    body: { schema: "DeleteMulti" },
    response: { status: 204, description: "Deleted." },
  },
  "GET /api/tasks/": {
    summary: "List the ingestion tasks",
    tag: "Tasks",
    query: [
      {
        name: "status",
        description: "Keeps the tasks in this state.",
        type: "string",
        values: taskStatusSchema.options,
      },
      {
        name: "knowledge_base",
        description: "Keeps the tasks of this knowledge base.",
        type: "integer",
      },
      ...pageParameters,
    ],
    response: { status: 200, description: "A page of tasks.", schema: "TaskPage" },
  },
  "GET /api/tasks/:id{[0-9]+}/": {
    summary: "Read a task and its progress",
    tag: "Tasks",
    response: { status: 200, description: "The task.", schema: "Task" },
  },
  "POST /api/tasks/:id{[0-9]+}/retry/": {
    summary: "Run a failed task again",
    tag: "Tasks",
    response: { status: 200, description: "The task, pending again.", schema: "Task" },
  },
  ...contentOperations(
    "/api/bubble-messages/",
    { one: "bubble message", many: "bubble messages" },
    {
      item: "BubbleMessage",
      page: "BubbleMessagePage",
      create: "BubbleMessageCreate",
      update: "BubbleMessageUpdate",
    },
  ),
  ...contentOperations(
    "/api/shortcuts/",
    { one: "shortcut", many: "shortcuts" },
    { item: "Shortcut", page: "ShortcutPage", create: "ShortcutCreate", update: "ShortcutUpdate" },
  ),
  "POST /api/sessions/start": {
    summary: "Start a chat session with a bot (the widget)",
    tag: "Chat",
    body: { schema: "SessionStartPayload" },
    response: {
      status: 201,
      description: "The session and its secret.",
      schema: "SessionStartResult",
    },
  },
  "POST /api/sessions/message": {
    summary: "Ask a question in a session and wait for the whole answer",
    tag: "Chat",
    body: { schema: "SendMessagePayload" },
    response: { status: 200, description: "The answer and its sources.", schema: "Answer" },
  },
  "POST /api/sessions/message/stream": {
    summary: "Ask a question in a session and read the answer as it is written",
    tag: "Chat",
    body: { schema: "SendMessagePayload" },
    response: {
      status: 200,
      description:
        "Server-sent events: `delta` events with `{text}`, then one `done` event with the Answer, or one `error` event with `{detail}`.",
      mediaType: "text/event-stream",
    },
  },
  "POST /api/sessions/close": {
    summary: "Close a session (also accepts text/plain, as sendBeacon sends)",
    tag: "Chat",
    body: { schema: "SessionClosePayload" },
    response: { status: 200, description: "Closed.", schema: "Detail" },
  },
  "PATCH /api/messages/:id{[0-9]+}": {
    summary: "Rate an answer, with the session secret or a token",
    tag: "Chat",
    body: { schema: "RatePayload" },
    response: { status: 200, description: "The message rated.", schema: "Message" },
  },
  "GET /api/sessions/": {
    summary: "List the conversations",
    tag: "Chat",
    query: [
      botFilter,
      {
        name: "rating",
        description: "Keeps the conversations holding a liked (1) or disliked (-1) answer.",
        type: "integer",
        values: [1, -1],
      },
      ...pageParameters,
    ],
    response: { status: 200, description: "A page of conversations.", schema: "ChatHistoryPage" },
  },
  "GET /api/messages/": {
    summary: "List the messages of the conversations",
    tag: "Chat",
    query: [
      { name: "session_id", description: "Keeps the messages of this session.", type: "integer" },
      ...pageParameters,
    ],
    response: { status: 200, description: "A page of messages.", schema: "MessagePage" },
  },
};
