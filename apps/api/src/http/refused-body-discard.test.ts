import { execFile } from "node:child_process";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_BODY_BYTES, REFUSED_BODY_DISCARD_UPLOAD_LIMITS } from "../constants";
import { placeholderEngine } from "../modules/knowledge/placeholder-engine";
import { seededDemo } from "../testing/fixtures";
import { measureResponsiveness } from "../testing/responsiveness";
import { startTestApi, TEST_ADMIN, type TestApi } from "../testing/test-api";

/** Short, so that a client sending slowly is seen cut off within a test. */
const DISCARD_DEADLINE_MS = 3000;

/**
 * Node's fetch in a process of its own, as an integrator's script calls the API: each request
 * of `requests` in turn, answered by its status and JSON body, or by how it failed.
 */
const FETCH_SCRIPT = `
const [url, token, requests] = [process.argv[1], process.argv[2], JSON.parse(process.argv[3])];
const answers = [];
for (const { method, path, fileBytes, jsonBytes } of requests) {
  let body;
  if (fileBytes !== undefined) {
    body = new FormData();
    body.append("document", new File(["a".repeat(fileBytes)], "guide.md", { type: "text/markdown" }));
  } else {
    body = JSON.stringify({ name: "a".repeat(jsonBytes) });
  }
  const headers = { Authorization: "Token " + token };
  if (jsonBytes !== undefined) headers["Content-Type"] = "application/json";
  try {
    const response = await fetch(url + path, { method, headers, body });
    answers.push({ status: response.status, body: await response.json() });
  } catch (error) {
    answers.push({ failed: String(error), cause: String(error.cause) });
  }
}
process.stdout.write(JSON.stringify(answers));
`;

/**
 * A client in a process of its own that asks for 100 Continue, then sends its whole body before
 * it reads the answer (as Python's http.client does): what it received, and whether it was reset.
 */
const WHOLE_BODY_SCRIPT = `
import { connect } from "node:net";
const [port, head, bodyBytes] = [Number(process.argv[1]), process.argv[2], Number(process.argv[3])];
const socket = connect(port, "127.0.0.1");
let received = "";
let reset = false;
socket.setEncoding("latin1");
socket.on("data", (chunk) => { received += chunk; });
socket.on("error", () => { reset = true; });
const closed = new Promise((resolve) => socket.once("close", resolve));
const until = (event) => new Promise((resolve) => {
  const go = () => { socket.off(event, go).off("close", go); resolve(); };
  socket.on(event, go).on("close", go);
});
socket.write(head);
while (!received.includes(" 100 Continue\\r\\n") && !socket.destroyed) await until("data");
const piece = Buffer.alloc(1024 * 1024, "a");
for (let left = bodyBytes; left > 0 && !socket.destroyed; left -= piece.length) {
  if (!socket.write(left < piece.length ? piece.subarray(0, left) : piece)) await until("drain");
}
await closed;
process.stdout.write(JSON.stringify({ received, reset }));
`;

function sendWholeBodyFromAnotherProcess(url: string, head: string, bodyBytes: number) {
  return new Promise<{ received: string; reset: boolean }>((resolve, reject) => {
    execFile(
      process.execPath,
      ["--input-type=module", "-e", WHOLE_BODY_SCRIPT, new URL(url).port, head, String(bodyBytes)],
      { timeout: 30_000 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    );
  });
}

interface FetchRequest {
  method: string;
  path: string;
  fileBytes?: number;
  jsonBytes?: number;
}

function fetchFromAnotherProcess(url: string, token: string, requests: FetchRequest[]) {
  return new Promise<unknown[]>((resolve, reject) => {
    execFile(
      process.execPath,
      ["--input-type=module", "-e", FETCH_SCRIPT, url, token, JSON.stringify(requests)],
      { maxBuffer: 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    );
  });
}

/** What a raw connection received, and how it ended. */
interface RawConnection {
  socket: Socket;
  received(): string;
  /** Resolves when the connection is closed, with whether it was reset. */
  closed: Promise<{ reset: boolean; afterMs: number }>;
}

function openRaw(url: string): RawConnection {
  const began = performance.now();
  const socket = connect(Number(new URL(url).port), "127.0.0.1");
  let received = "";
  let reset = false;
  socket.setEncoding("latin1");
  socket.on("data", (chunk) => {
    received += chunk;
  });
  socket.on("error", () => {
    reset = true;
  });
  const closed = new Promise<{ reset: boolean; afterMs: number }>((resolve) =>
    socket.once("close", () => resolve({ reset, afterMs: performance.now() - began })),
  );
  return { socket, received: () => received, closed };
}

function statusLines(received: string): string[] {
  return received.match(/^HTTP\/1\.1 \d{3} .*$/gm)?.map((line) => line.trimEnd()) ?? [];
}

/** The JSON body of the last answer in `received`. */
function lastBody(received: string): unknown {
  return JSON.parse(received.slice(received.lastIndexOf("\r\n\r\n") + 4));
}

const refusedJson = {
  detail: `Request body is too large: at most ${MAX_JSON_BODY_BYTES} bytes are accepted.`,
};

/**
 * A body refused as too large is answered 413 at once; what is left of it is then read and
 * thrown away before the connection closes, so that a client still sending reads that answer.
 */
describe("a body refused as too large", () => {
  let api: TestApi;
  let token: string;
  let demo: Awaited<ReturnType<typeof seededDemo>>;
  let maxUploadBytes: number;

  const sessionCount = async () => {
    const { rows } = await api.db.query<{ sessions: number }>(
      "SELECT count(*)::int AS sessions FROM chat_sessions",
    );
    return rows[0]?.sessions;
  };
  const expectHealthy = async () => {
    const health = await api.request("GET", "/api/health/");
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: "ok" });
  };

  beforeAll(async () => {
    api = await startTestApi({
      engine: placeholderEngine,
      config: { refusedBodyDiscardMs: DISCARD_DEADLINE_MS },
    });
    maxUploadBytes = api.config.maxUploadBytes;
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    demo = await seededDemo(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("reaches Node's fetch with its JSON, for an upload, a replacement and a JSON body just over their limits", {
    timeout: 60_000,
  }, async () => {
    const form = new FormData();
    form.append("name", "Guide");
    form.append("account", String(demo.accountId));
    form.append("document", new File(["# Guide\n\nBienvenue."], "guide.md"));
    const uploaded = await api.request("POST", "/api/document_knowledge_bases/", {
      token,
      body: form,
    });
    expect(uploaded.status).toBe(201);

    const answers = await fetchFromAnotherProcess(api.url, token, [
      { method: "POST", path: "/api/document_knowledge_bases/", fileBytes: maxUploadBytes + 1 },
      {
        method: "PUT",
        path: `/api/document_knowledge_bases/${uploaded.body.id}/file/`,
        fileBytes: maxUploadBytes + 1,
      },
      { method: "PATCH", path: `/api/bots/${demo.botId}/`, jsonBytes: MAX_JSON_BODY_BYTES + 1 },
    ]);
    const refusedUpload = {
      detail: `Request body is too large: at most ${maxUploadBytes} bytes are accepted.`,
      code: "too_large",
    };
    expect(answers).toEqual([
      { status: 413, body: refusedUpload },
      { status: 413, body: refusedUpload },
      { status: 413, body: refusedJson },
    ]);
    const stored = await api.request("GET", `/api/document_knowledge_bases/${uploaded.body.id}/`, {
      token,
    });
    expect(stored.body).toMatchObject({ file_name: "guide.md", size: uploaded.body.size });
    await expectHealthy();
  });

  it("reaches a client that sends its whole file before it reads, after 100 Continue", {
    timeout: 60_000,
  }, async () => {
    const length = maxUploadBytes + 1;
    const { received, reset } = await sendWholeBodyFromAnotherProcess(
      api.url,
      "POST /api/document_knowledge_bases/ HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
        `Authorization: Token ${token}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
        `Content-Length: ${length}\r\nExpect: 100-continue\r\n\r\n`,
      length,
    );

    expect(reset).toBe(false);
    expect(statusLines(received)).toEqual([
      "HTTP/1.1 100 Continue",
      "HTTP/1.1 413 Payload Too Large",
    ]);
    expect(received).toMatch(/^connection: close\r$/im);
    expect(lastBody(received)).toEqual({
      detail: `Request body is too large: at most ${maxUploadBytes} bytes are accepted.`,
      code: "too_large",
    });
    await expectHealthy();
  });

  it("closes the connection of a body far past what it reads on, quickly and without reading it all", async () => {
    const declared = 1024 * 1024 * 1024;
    const raw = openRaw(api.url);
    raw.socket.write(
      "POST /api/document_knowledge_bases/ HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
        `Authorization: Token ${token}\r\n` +
        "Content-Type: multipart/form-data; boundary=x\r\n" +
        `Content-Length: ${declared}\r\n\r\n`,
    );
    const piece = Buffer.alloc(64 * 1024, "a");
    let open = true;
    void raw.closed.then(() => {
      open = false;
    });
    let written = 0;
    while (open && written < declared) {
      written += piece.length;
      if (!raw.socket.write(piece)) {
        await new Promise<void>((resolve) => {
          const writeOn = () => {
            raw.socket.off("drain", writeOn).off("close", writeOn);
            resolve();
          };
          raw.socket.on("drain", writeOn).on("close", writeOn);
        });
      }
    }

    const { afterMs } = await raw.closed;
    expect(afterMs).toBeLessThan(DISCARD_DEADLINE_MS);
    // What it reads on, and what the connection's buffers hold besides: far from the body.
    const discarded = REFUSED_BODY_DISCARD_UPLOAD_LIMITS * maxUploadBytes;
    expect(written).toBeGreaterThan(discarded);
    expect(written).toBeLessThan(discarded + 64 * 1024 * 1024);
    expect(statusLines(raw.received())).toEqual(["HTTP/1.1 413 Payload Too Large"]);
    await expectHealthy();
  });

  it("answers a client sending slowly at once, and closes its connection at the deadline", async () => {
    const raw = openRaw(api.url);
    raw.socket.write(
      "POST /api/sessions/start HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        `Content-Length: ${2 * MAX_JSON_BODY_BYTES}\r\n\r\n`,
    );
    let answeredAfterMs: number | undefined;
    const began = performance.now();
    const trickle = setInterval(() => {
      if (answeredAfterMs === undefined && statusLines(raw.received()).length > 0) {
        answeredAfterMs = performance.now() - began;
      }
      raw.socket.write("a".repeat(1024));
    }, 100);
    try {
      const { afterMs } = await raw.closed;
      expect(answeredAfterMs).toBeLessThan(1000);
      expect(afterMs).toBeGreaterThanOrEqual(DISCARD_DEADLINE_MS);
      expect(afterMs).toBeLessThan(DISCARD_DEADLINE_MS + 2000);
    } finally {
      clearInterval(trickle);
    }
    expect(statusLines(raw.received())).toEqual(["HTTP/1.1 413 Payload Too Large"]);
    expect(lastBody(raw.received())).toEqual(refusedJson);
    await expectHealthy();
  });

  it("never runs a request sent after that body on its connection", async () => {
    const before = await sessionCount();
    const raw = openRaw(api.url);
    const piece = "a".repeat(64 * 1024);
    let requests =
      "POST /api/sessions/start HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
      "Transfer-Encoding: chunked\r\n\r\n";
    for (let sent = 0; sent <= MAX_JSON_BODY_BYTES; sent += piece.length) {
      requests += `${piece.length.toString(16)}\r\n${piece}\r\n`;
    }
    const start = JSON.stringify({ bot_id: demo.botId });
    requests +=
      "0\r\n\r\nPOST /api/sessions/start HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
      `Content-Type: application/json\r\nContent-Length: ${start.length}\r\n\r\n${start}`;
    raw.socket.write(requests);

    await raw.closed;
    expect(statusLines(raw.received())).toEqual(["HTTP/1.1 413 Payload Too Large"]);
    expect(await sessionCount()).toBe(before);
    // The same request on a connection of its own opens a session.
    const started = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: demo.botId },
    });
    expect(started.status).toBe(201);
    expect(await sessionCount()).toBe((before ?? 0) + 1);
  });
});

/** What throwing a body away must leave the server: never held, always answering. */
const MAX_STALL_MS = 100;
const MAX_HEALTH_MS = 200;

describe("a refused body thrown away", () => {
  /** Large, so that a body thrown away is far larger than what the process's memory varies by. */
  const maxUploadBytes = 100 * 1024 * 1024;
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ engine: placeholderEngine, config: { maxUploadBytes } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("is read as it comes, without holding the server, and none of it is kept", {
    timeout: 60_000,
  }, async () => {
    // Just within what is read on: the whole body is read, and thrown away.
    const length = REFUSED_BODY_DISCARD_UPLOAD_LIMITS * maxUploadBytes - 1024;
    const body = Buffer.alloc(length, "a");
    const raw = openRaw(api.url);
    const sent = await measureResponsiveness(api.url, async () => {
      raw.socket.write(
        "POST /api/sessions/start HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
          `Content-Length: ${length}\r\n\r\n`,
      );
      raw.socket.write(body);
      return raw.closed;
    });

    expect(sent.result.reset).toBe(false);
    expect(statusLines(raw.received())).toEqual(["HTTP/1.1 413 Payload Too Large"]);
    expect(lastBody(raw.received())).toEqual(refusedJson);
    expect(sent.healthChecks).toBeGreaterThan(0);
    expect(sent.longestStallMs).toBeLessThan(MAX_STALL_MS);
    expect(sent.slowestHealthMs).toBeLessThan(MAX_HEALTH_MS);
    expect(sent.rssGrowthBytes).toBeLessThan(length / 2);
  });
});
