import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface AuthServer {
  url: string;
  requests: RecordedRequest[];
  /** Makes the next answers to `path` fail with this status and body. */
  failNext(path: string, status: number, body: unknown): void;
  close(): Promise<void>;
}

const USERS: Record<
  string,
  { password: string; email: string; userId: number; permissions: string[] }
> = {
  alice: {
    password: "correct horse",
    email: "alice@example.org",
    userId: 7,
    permissions: ["bots.view_bot", "accounts.view_user", "bots.add_bot"],
  },
};

/**
 * A small HTTP server on 127.0.0.1 speaking the auth part of the API contract (login, permissions,
 * logout) with real token checks, and recording what it received.
 */
export async function startAuthServer(): Promise<AuthServer> {
  const requests: RecordedRequest[] = [];
  const tokens = new Map<string, string>();
  let issuedCount = 0;
  const failures = new Map<string, { status: number; body: unknown }>();

  const server = createServer(async (request, response) => {
    cors(response);
    if (request.method === "OPTIONS") return send(response, 204, undefined);
    const path = new URL(request.url ?? "/", "http://x").pathname;
    const body = await readJson(request);
    const authorization = request.headers.authorization;
    requests.push({ method: request.method ?? "", path, authorization, body });

    const failure = failures.get(path);
    if (failure) {
      failures.delete(path);
      return send(response, failure.status, failure.body);
    }
    const token = authorization?.startsWith("Token ") ? authorization.slice(6) : undefined;
    const username = token ? tokens.get(token) : undefined;

    if (request.method === "POST" && path === "/api/auth/login/") {
      const { username: name, password } = (body ?? {}) as Record<string, string>;
      const user = name ? USERS[name] : undefined;
      if (!user || user.password !== password) {
        return send(response, 400, {
          non_field_errors: ["Unable to log in with provided credentials."],
        });
      }
      issuedCount += 1;
      const issued = `token-${issuedCount}`;
      tokens.set(issued, name as string);
      return send(response, 200, { token: issued, email: user.email, user_id: user.userId });
    }
    if (!username) {
      return send(response, 401, {
        detail: token ? "Invalid token." : "Authentication credentials were not provided.",
      });
    }
    if (request.method === "GET" && path === "/api/auth/permissions/") {
      return send(response, 200, USERS[username]?.permissions ?? []);
    }
    if (request.method === "POST" && path === "/api/auth/logout/") {
      tokens.delete(token as string);
      return send(response, 204, undefined);
    }
    send(response, 404, { detail: "Not found." });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (path, status, body) => failures.set(path, { status, body }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function cors(response: ServerResponse): void {
  response.setHeader("Access-Control-Allow-Origin", "*");
  response.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type");
  response.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : undefined;
}
