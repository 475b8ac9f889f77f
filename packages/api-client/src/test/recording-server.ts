import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A file part of a multipart body. */
export interface RecordedFile {
  filename: string;
  type: string;
  content: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The JSON body parsed, else the text; undefined when empty or multipart. */
  body: unknown;
  /** The fields of a multipart body. */
  form: Record<string, string | RecordedFile> | undefined;
}

export interface ScriptedResponse {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  /** Written one by one as a text/event-stream body. */
  events?: string[];
  /** Closes the connection without answering. */
  hangUp?: boolean;
}

export interface RecordingServer {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Answers `method path` (path without query) with `response` until told otherwise. */
  respond(method: string, path: string, response: ScriptedResponse): void;
  /** The only request received since the last reset; fails when there were none or several. */
  onlyRequest(): RecordedRequest;
  /** Forgets recorded requests and scripted answers. */
  reset(): void;
  close(): Promise<void>;
}

/** What a browser needs to let a page on another origin call this server. */
const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  "access-control-allow-headers": "authorization, content-type",
};

/**
 * A real HTTP server on 127.0.0.1 for tests: it records every request (method, path, query,
 * headers, body, multipart fields) and answers what the test scripted, or 404.
 */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const script = new Map<string, ScriptedResponse>();

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = request.method ?? "GET";
    if (method === "OPTIONS" && request.headers["access-control-request-method"]) {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const raw = Buffer.concat(chunks);
    const contentType = request.headers["content-type"] ?? "";
    const isMultipart = contentType.startsWith("multipart/form-data");
    requests.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: isMultipart ? undefined : parseBody(raw),
      form: isMultipart ? await parseMultipart(raw, contentType) : undefined,
    });
    const scripted = script.get(`${method} ${url.pathname}`) ?? {
      status: 404,
      json: { detail: "Not found." },
    };
    await answer(response, scripted);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond: (method, path, response) => script.set(`${method} ${path}`, response),
    onlyRequest: () => {
      const [only, ...others] = requests;
      if (!only || others.length > 0) {
        throw new Error(`Expected one request, received ${requests.length}`);
      }
      return only;
    },
    reset: () => {
      requests.length = 0;
      script.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function answer(response: ServerResponse, scripted: ScriptedResponse): Promise<void> {
  if (scripted.hangUp) {
    response.socket?.destroy();
    return;
  }
  const status = scripted.status ?? 200;
  if (scripted.events) {
    response.writeHead(status, {
      ...CORS_HEADERS,
      "content-type": "text/event-stream",
      ...scripted.headers,
    });
    for (const event of scripted.events) {
      response.write(event);
      // Let each piece leave as its own chunk, as a real stream would.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    response.end();
    return;
  }
  const body = scripted.json !== undefined ? JSON.stringify(scripted.json) : (scripted.text ?? "");
  const contentType = scripted.json !== undefined ? "application/json" : "text/plain";
  response
    .writeHead(status, { ...CORS_HEADERS, "content-type": contentType, ...scripted.headers })
    .end(body);
}

function parseBody(raw: Buffer): unknown {
  const text = raw.toString("utf8");
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function parseMultipart(
  raw: Buffer,
  contentType: string,
): Promise<Record<string, string | RecordedFile>> {
  const form = await new Response(new Uint8Array(raw), {
    headers: { "content-type": contentType },
  }).formData();
  const fields: Record<string, string | RecordedFile> = {};
  for (const [name, value] of form) {
    fields[name] =
      typeof value === "string"
        ? value
        : { filename: value.name, type: value.type, content: await value.text() };
  }
  return fields;
}
