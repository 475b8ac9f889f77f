import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface ScriptedAnswer {
  status?: number;
  json?: unknown;
  /** A body sent as it is (a file), with its own content-type among the headers. */
  text?: string;
  headers?: Record<string, string>;
}

/** Picks the answer to a request, possibly later; undefined falls through to 404. */
export type Responder = (
  request: ReceivedRequest,
) => ScriptedAnswer | undefined | Promise<ScriptedAnswer | undefined>;

export interface ScriptedApi {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  /** Answers `METHOD /path/` (query left out) with `answer`, or with what `answer` computes. */
  on(method: string, path: string, answer: ScriptedAnswer | Responder): void;
  reset(): void;
  close(): Promise<void>;
}

/** What a page on another origin needs to call this server, as the admin calls the API. */
const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  "access-control-allow-headers": "authorization, content-type",
  "access-control-expose-headers": "retry-after",
};

/**
 * A real HTTP server on 127.0.0.1 that answers as the test scripts it and records what it
 * received: the API's side of the back-office's tests.
 */
export async function startScriptedApi(): Promise<ScriptedApi> {
  const requests: ReceivedRequest[] = [];
  const answers = new Map<string, Responder>();

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = request.method ?? "GET";
    if (method === "OPTIONS" && request.headers["access-control-request-method"]) {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const text = Buffer.concat(chunks).toString("utf8");
    const received: ReceivedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: readBody(text),
    };
    requests.push(received);
    const answer = (await answers.get(`${method} ${url.pathname}`)?.(received)) ?? {
      status: 404,
      json: { detail: "Not found." },
    };
    const status = answer.status ?? 200;
    const hasBody = answer.json !== undefined && status !== 204 && status !== 304;
    response.writeHead(status, {
      ...CORS_HEADERS,
      ...(hasBody ? { "content-type": "application/json" } : {}),
      ...answer.headers,
    });
    response.end(answer.text ?? (hasBody ? JSON.stringify(answer.json) : undefined));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, answer) {
      answers.set(`${method} ${path}`, typeof answer === "function" ? answer : () => answer);
    },
    reset() {
      requests.length = 0;
      answers.clear();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** JSON as the client sends it; any other body (a multipart upload) as its raw text. */
function readBody(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A list as the API pages it. */
export function paged<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}
