import {
  accountApiSchema,
  accountCreateSchema,
  accountUpdateSchema,
  answerSchema,
  botCreateSchema,
  botOptionsSchema,
  botSchema,
  botUpdateSchema,
  bubbleMessageCreateSchema,
  bubbleMessageSchema,
  bubbleMessageUpdateSchema,
  chatHistorySchema,
  crawlOptionsSchema,
  crawlResultSchema,
  currentUserSchema,
  deleteMultiSchema,
  documentKnowledgeApiSchema,
  documentKnowledgeUpdateSchema,
  documentRefusalSchema,
  ingestionStartedSchema,
  loginPayloadSchema,
  loginResultSchema,
  messageApiSchema,
  pagedSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  permissionsSchema,
  profileUpdateSchema,
  ratePayloadSchema,
  sendMessagePayloadSchema,
  sessionClosePayloadSchema,
  sessionStartPayloadSchema,
  sessionStartResultSchema,
  shortcutCreateSchema,
  shortcutSchema,
  shortcutUpdateSchema,
  taskSchema,
  textKnowledgeApiSchema,
  textKnowledgeCreateSchema,
  textKnowledgeUpdateSchema,
  urlKnowledgeCreateSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from "@org/api-client";
import * as z from "zod/mini";

/**
 * The request bodies of the API, described as the client sends them (zod input side: fields with
 * a default may be left out).
 */
export const REQUEST_SCHEMAS = {
  LoginPayload: loginPayloadSchema,
  PasswordResetRequest: passwordResetRequestSchema,
  PasswordResetConfirm: passwordResetConfirmSchema,
  ProfileUpdate: profileUpdateSchema,
  AccountCreate: accountCreateSchema,
  AccountUpdate: accountUpdateSchema,
  UserCreate: userCreateSchema,
  UserUpdate: userUpdateSchema,
  BotCreate: botCreateSchema,
  BotUpdate: botUpdateSchema,
  TextKnowledgeCreate: textKnowledgeCreateSchema,
  TextKnowledgeUpdate: textKnowledgeUpdateSchema,
  UrlKnowledgeCreate: urlKnowledgeCreateSchema,
  CrawlOptions: crawlOptionsSchema,
  DocumentUpload: z.object({
    name: z.string().check(z.minLength(1), z.maxLength(200)),
    document: z.file(),
    account: z.optional(z.string()),
  }),
  DocumentKnowledgeUpdate: documentKnowledgeUpdateSchema,
  DeleteMulti: deleteMultiSchema,
  BubbleMessageCreate: bubbleMessageCreateSchema,
  BubbleMessageUpdate: bubbleMessageUpdateSchema,
  ShortcutCreate: shortcutCreateSchema,
  ShortcutUpdate: shortcutUpdateSchema,
  SessionStartPayload: sessionStartPayloadSchema,
  SendMessagePayload: sendMessagePayloadSchema,
  SessionClosePayload: sessionClosePayloadSchema,
  RatePayload: ratePayloadSchema,
} satisfies Record<string, z.ZodMiniType>;

/** A short confirmation or refusal: `{"detail": "..."}`. */
const detailSchema = z.object({ detail: z.string() });

/**
 * The answers of the API, described as the server writes them (zod output side: fields with a
 * default are always there). The *Api variants of the client's schemas are the wire shapes; the
 * client's transformed schemas (camel case, dates) only exist after parsing.
 */
export const RESPONSE_SCHEMAS = {
  Detail: detailSchema,
  FieldErrors: z.record(z.string(), z.array(z.string())),
  Health: z.object({ status: z.enum(["ok", "unavailable"]) }),
  LoginResult: loginResultSchema,
  Permissions: permissionsSchema,
  Account: accountApiSchema,
  AccountPage: pagedSchema(accountApiSchema),
  User: userSchema,
  CurrentUser: currentUserSchema,
  UserPage: pagedSchema(userSchema),
  Bot: botSchema,
  BotPage: pagedSchema(botSchema),
  BotOptions: botOptionsSchema,
  TextKnowledge: textKnowledgeApiSchema,
  TextKnowledgePage: pagedSchema(textKnowledgeApiSchema),
  UrlKnowledgeCreated: z.extend(textKnowledgeApiSchema, { task: z.number() }),
  CrawlResult: crawlResultSchema,
  DocumentKnowledge: documentKnowledgeApiSchema,
  DocumentKnowledgePage: pagedSchema(documentKnowledgeApiSchema),
  DocumentRefusal: documentRefusalSchema,
  IngestionStarted: ingestionStartedSchema,
  Task: taskSchema,
  TaskPage: pagedSchema(taskSchema),
  BubbleMessage: bubbleMessageSchema,
  BubbleMessagePage: pagedSchema(bubbleMessageSchema),
  Shortcut: shortcutSchema,
  ShortcutPage: pagedSchema(shortcutSchema),
  SessionStartResult: sessionStartResultSchema,
  Answer: answerSchema,
  Message: messageApiSchema,
  MessagePage: pagedSchema(messageApiSchema),
  ChatHistoryPage: pagedSchema(chatHistorySchema),
} satisfies Record<string, z.ZodMiniType>;

export type RequestSchemaName = keyof typeof REQUEST_SCHEMAS;
export type ResponseSchemaName = keyof typeof RESPONSE_SCHEMAS;
