export * from "./answer-labels";
export { ApiError, type ApiErrorKind, isSessionExpiredError } from "./client/api-error";
export { type ApiHosts, type PageLocation, resolveApiBaseUrl } from "./client/base-url";
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiRequestOptions,
  createApiClient,
  type HttpMethod,
  type SearchParams,
  type TokenGetter,
} from "./client/create-api-client";
export type { ApiLogger } from "./client/logger";
export type { UploadProgress } from "./client/upload-progress-fetch";
export * from "./constants";
export * from "./endpoints/accounts";
export * from "./endpoints/analytics";
export * from "./endpoints/assistant-tests";
export * from "./endpoints/auth";
export * from "./endpoints/bots";
export * from "./endpoints/bubble-messages";
export * from "./endpoints/chat";
export * from "./endpoints/chat-history";
export * from "./endpoints/curated-answers";
export * from "./endpoints/documents";
export * from "./endpoints/knowledge";
export * from "./endpoints/missed-questions";
export * from "./endpoints/session-end";
export * from "./endpoints/session-start-refusal";
export * from "./endpoints/shortcuts";
export * from "./endpoints/tasks";
export * from "./endpoints/users";
export * from "./endpoints/widget";
export { readServerSentEvents, type ServerSentEvent } from "./parsing/server-sent-events";
export * from "./permissions";
export {
  ROUTE_PARAMETER,
  type Route,
  type RouteParamName,
  type RouteParams,
  type RouteParamsArgument,
  routePath,
} from "./route-path";
export * from "./schemas";
export { isWebAddress } from "./web-address";
export { ORIGIN_EXAMPLE, type OriginReading, readOrigin } from "./web-origin";
