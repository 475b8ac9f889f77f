import ky from "ky";
import { AUTH_SCHEME } from "../constants";
import { fillTemplate, type Route, type RouteParamName, type RouteParams } from "../route-path";
import { type ApiHosts, resolveApiBaseUrl } from "./base-url";
import { type ApiLogger, consoleLogger } from "./logger";
import { reportRequestFailure } from "./request-failure";
import type { UploadProgress } from "./upload-progress-fetch";

export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface ApiClientOptions {
  /** The API base URL. When absent it is chosen from the page's host name (see `hosts`). */
  baseUrl?: string;
  /** The stored access token, read before every request; none means no Authorization header. */
  getToken?: TokenGetter;
  /** Which API each page host name talks to; local host names always reach the local API. */
  hosts?: ApiHosts;
  /** Receives every failure; defaults to console.error. */
  logger?: ApiLogger;
  /** A fetch to send requests with, e.g. an instrumented one; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Headers sent with every request, e.g. HOST_ORIGIN_HEADER from a framed widget. */
  headers?: Readonly<Record<string, string>>;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

export type SearchParams = Record<string, string | number | boolean | undefined>;

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as a multipart body. */
  body?: FormData;
  /** Undefined values are left out. */
  searchParams?: SearchParams;
  /** Lets the request outlive the page, e.g. when it is sent during unload. */
  keepalive?: boolean;
  /**
   * Told how many bytes of the body have been sent. The request then goes through
   * XMLHttpRequest (browsers only) instead of the client's fetch.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** A request of a route of the table: its method comes with it, and its parameters are given. */
export type RouteRequestOptions<R extends Route> = Omit<ApiRequestOptions, "method"> &
  ([RouteParamName<R>] extends [never] ? { params?: never } : { params: RouteParams<R> });

/** The options of a request: of a route of the table, or of a path (`/api/bots/1/`). */
export type RequestArgument<Target extends string | Route> = Target extends Route
  ? [RouteParamName<Target>] extends [never]
    ? [options?: RouteRequestOptions<Target>]
    : [options: RouteRequestOptions<Target>]
  : [options?: ApiRequestOptions];

export interface ApiClient {
  readonly logger: ApiLogger;
  /** The API base URL in use, chosen on first use. */
  baseUrl(): string;
  /**
   * Sends a request to a route of the table (or a path) and resolves to its response; rejects
   * with a logged ApiError.
   */
  send<Target extends string | Route>(
    target: Target,
    ...options: RequestArgument<Target>
  ): Promise<Response>;
  /** Sends a request and resolves to its JSON body (undefined when the body is empty). */
  request<Target extends string | Route>(
    target: Target,
    ...options: RequestArgument<Target>
  ): Promise<unknown>;
}

type AnyRequestOptions = ApiRequestOptions & { params?: Record<string, string | number> };

/**
 * Creates the HTTP client every endpoint function takes. Nothing is read from the page until the
 * first request, so creating a client is safe during server-side rendering. Requests never time
 * out and are never retried here: retrying queries is React Query's job.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const logger = options.logger ?? consoleLogger;
  const { getToken } = options;
  const http = ky.create({
    timeout: false,
    retry: 0,
    fetch: options.fetch,
    hooks: {
      beforeRequest: [
        async (request) => {
          for (const [name, value] of Object.entries(options.headers ?? {})) {
            request.headers.set(name, value);
          }
          const token = await getToken?.();
          if (token) request.headers.set("Authorization", `${AUTH_SCHEME} ${token}`);
        },
      ],
    },
  });

  let resolvedBaseUrl = options.baseUrl;
  const baseUrl = () => {
    resolvedBaseUrl ??= resolveApiBaseUrl(options.hosts);
    return resolvedBaseUrl;
  };

  async function perform<T>(
    target: string | Route,
    { method: pathMethod = "GET", params, onUploadProgress, ...init }: AnyRequestOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const route = typeof target === "string" ? undefined : target;
    const method = route ? route.method : pathMethod;
    const path = route ? fillTemplate(route.path, params) : (target as string);
    const url = `${baseUrl().replace(/\/+$/, "")}${path}`;
    try {
      // Fetched by the requests that report their upload only (a document's): a page that never
      // uploads, such as the chat widget's, does not carry it.
      const transport = onUploadProgress
        ? { fetch: (await import("./upload-progress-fetch")).uploadProgressFetch(onUploadProgress) }
        : {};
      return await read(await http(url, { method, ...init, ...transport }));
    } catch (error) {
      throw await reportRequestFailure(error, { method, url }, logger);
    }
  }

  return {
    logger,
    baseUrl,
    send: (target: string | Route, requestOptions: AnyRequestOptions = {}) =>
      perform(target, requestOptions, async (response) => response),
    request: (target: string | Route, requestOptions: AnyRequestOptions = {}) =>
      perform(target, requestOptions, readJson),
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === "" ? undefined : JSON.parse(text);
}
