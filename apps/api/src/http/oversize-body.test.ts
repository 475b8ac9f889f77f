import { Agent, request } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_BODY_BYTES } from "../constants";
import { placeholderEngine } from "../modules/knowledge/placeholder-engine";
import { startTestApi, type TestApi } from "../testing/test-api";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request through `agent`; a chunked body is sent in `chunks` pieces of `chunkSize` bytes. */
function send(
  agent: Agent,
  url: string,
  method: string,
  path: string,
  body?: { chunks: number; chunkSize: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const pending = request(
      `${url}${path}`,
      {
        agent,
        method,
        headers: body ? { "Content-Type": "application/json", "Transfer-Encoding": "chunked" } : {},
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    // The server may answer, and end the connection, before the whole body is written.
    pending.on("error", (error) => {
      if (!pending.headersSent || !body) reject(error);
    });
    if (body) {
      const piece = `"${"a".repeat(body.chunkSize - 2)}"`;
      for (let index = 0; index < body.chunks; index += 1) pending.write(piece);
    }
    pending.end();
  });
}

/**
 * A body refused as too large ends its connection; nothing of the rest of that body may be read
 * on it as if it were the next request.
 */
describe("a refused chunked body", () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ engine: placeholderEngine });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("is answered 413 and ends its connection, so the next request through a keep-alive agent is answered", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const chunks of [17, 64]) {
        const refused = await send(agent, api.url, "POST", "/api/sessions/start", {
          chunks,
          chunkSize: MAX_JSON_BODY_BYTES / 16,
        });
        expect(refused.status).toBe(413);
        expect(JSON.parse(refused.text).detail).toMatch(/too large/);
        expect(refused.headers.connection).toBe("close");

        const next = await send(agent, api.url, "GET", "/api/health/");
        expect(next.status).toBe(200);
        expect(JSON.parse(next.text)).toEqual({ status: "ok" });
      }
    } finally {
      agent.destroy();
    }
  });

  it("never answers the rest of the body as a request of its own on a raw connection", async () => {
    const { port } = new URL(api.url);
    const socket = connect(Number(port), "127.0.0.1");
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      received += chunk;
    });
    socket.on("error", () => {});
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    const piece = "a".repeat(64 * 1024);
    // Just over the limit, then a pipelined request that must not be mixed with the body.
    let request =
      "POST /api/sessions/start HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
      "Transfer-Encoding: chunked\r\n\r\n";
    for (let sent = 0; sent <= MAX_JSON_BODY_BYTES; sent += piece.length) {
      request += `${piece.length.toString(16)}\r\n${piece}\r\n`;
    }
    request += "0\r\n\r\nGET /api/health/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    socket.write(request);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    socket.destroy();

    const statusLines = received.match(/^HTTP\/1\.1 \d{3} .*$/gm) ?? [];
    // The pipelined request is not answered either: the connection ends with the 413.
    expect(statusLines).toEqual(["HTTP/1.1 413 Payload Too Large"]);
    expect(received).toMatch(/^connection: close\r$/im);

    const fresh = await api.request("GET", "/api/health/");
    expect(fresh.status).toBe(200);
  });
});
