import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createAccountViaApi, seededDemo } from "../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../testing/test-api";

/*
 * The absolute links of the API's answers (a list's next and previous pages, a document's file)
 * are followed by clients as they are: behind a reverse proxy they must name the address the
 * clients reached, not the one the proxy called.
 */

interface LinkedAnswers {
  next: string;
  previous: string;
  documentUrl: string;
}

/** A second account (so that accounts list on two pages) and a document, made once per server. */
async function prepare(api: TestApi): Promise<{ token: string; documentId: number }> {
  const token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
  await createAccountViaApi(api, token, "Second");
  const form = new FormData();
  form.append("name", "Guide");
  form.append("account", String((await seededDemo(api)).accountId));
  form.append("document", new File(["# Guide\n\nUn paragraphe."], "guide.md"));
  const created = await api.request("POST", "/api/document_knowledge_bases/", {
    token,
    body: form,
  });
  expect(created.status).toBe(201);
  return { token, documentId: created.body.id };
}

/** The links of a first page, a second page and a document, asked with `headers`. */
async function linksOf(
  api: TestApi,
  prepared: { token: string; documentId: number },
  headers: Record<string, string> = {},
): Promise<LinkedAnswers> {
  const { token, documentId } = prepared;
  const first = await api.request("GET", "/api/accounts/?page_size=1", { token, headers });
  const second = await api.request("GET", "/api/accounts/?page_size=1&page=2", {
    token,
    headers,
  });
  const document = await api.request("GET", `/api/document_knowledge_bases/${documentId}/`, {
    token,
    headers,
  });
  return { next: first.body.next, previous: second.body.previous, documentUrl: document.body.url };
}

/** What each link is when the API is reached at `base`. */
function linksAt(base: string, documentId: number): LinkedAnswers {
  return {
    next: `${base}/api/accounts/?page_size=1&page=2`,
    previous: `${base}/api/accounts/?page_size=1`,
    documentUrl: `${base}/api/document_knowledge_bases/${documentId}/file/`,
  };
}

const PROXY_HEADERS = {
  "X-Forwarded-Proto": "https",
  "X-Forwarded-Host": "assistant.example.org:8443",
  "X-Forwarded-For": "203.0.113.7",
};

describe("links without a proxy", () => {
  let api: TestApi;
  let prepared: { token: string; documentId: number };

  beforeAll(async () => {
    api = await startTestApi();
    prepared = await prepare(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("name the address the request was sent to, and a client follows them", async () => {
    const links = await linksOf(api, prepared);
    expect(links).toEqual(linksAt(api.url, prepared.documentId));
    const file = await fetch(links.documentUrl, {
      headers: { Authorization: `Token ${prepared.token}` },
    });
    expect(await file.text()).toBe("# Guide\n\nUn paragraphe.");
  });

  it("ignore the forwarding headers, which anyone may send when no proxy is trusted", async () => {
    expect(await linksOf(api, prepared, PROXY_HEADERS)).toEqual(
      linksAt(api.url, prepared.documentId),
    );
  });
});

describe("links behind a trusted proxy (TRUST_PROXY=1)", () => {
  let api: TestApi;
  let prepared: { token: string; documentId: number };

  beforeAll(async () => {
    api = await startTestApi({
      config: { trustProxy: loadConfig({ TRUST_PROXY: "1" }).trustProxy },
    });
    prepared = await prepare(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("name the scheme and host the proxy was reached at (X-Forwarded-Proto, X-Forwarded-Host)", async () => {
    expect(await linksOf(api, prepared, PROXY_HEADERS)).toEqual(
      linksAt("https://assistant.example.org:8443", prepared.documentId),
    );
  });

  it("read the entries the proxy appended, never those the client wrote before them", async () => {
    const links = await linksOf(api, prepared, {
      "X-Forwarded-Proto": "http, https",
      "X-Forwarded-Host": "attacker.example, assistant.example.org",
    });
    expect(links).toEqual(linksAt("https://assistant.example.org", prepared.documentId));
  });

  it("keep the request's own scheme and host where the proxy sends none, or a malformed one", async () => {
    const port = new URL(api.url).port;
    expect(await linksOf(api, prepared, { "X-Forwarded-Proto": "https" })).toEqual(
      linksAt(`https://127.0.0.1:${port}`, prepared.documentId),
    );
    expect(
      await linksOf(api, prepared, {
        "X-Forwarded-Proto": "javascript",
        "X-Forwarded-Host": "attacker.example/path?",
      }),
    ).toEqual(linksAt(api.url, prepared.documentId));
  });

  it("drop the scheme's default port, as browsers write an address", async () => {
    const links = await linksOf(api, prepared, {
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "Assistant.Example.org:443",
    });
    expect(links).toEqual(linksAt("https://assistant.example.org", prepared.documentId));
  });
});

describe("links with PUBLIC_URL", () => {
  let api: TestApi;
  let prepared: { token: string; documentId: number };

  beforeAll(async () => {
    const env = { TRUST_PROXY: "1", PUBLIC_URL: "https://example.org/assistant/" };
    const { trustProxy, publicUrl } = loadConfig(env);
    api = await startTestApi({ config: { trustProxy, publicUrl } });
    prepared = await prepare(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("start with PUBLIC_URL, path included, whatever the request or its proxy says", async () => {
    const expected = linksAt("https://example.org/assistant", prepared.documentId);
    expect(await linksOf(api, prepared)).toEqual(expected);
    expect(await linksOf(api, prepared, PROXY_HEADERS)).toEqual(expected);
  });
});

describe("PUBLIC_URL", () => {
  it("is an http(s) address, without a query, fragment or credentials", () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: "https://API.example.org/" }).publicUrl).toBe(
      "https://api.example.org",
    );
    for (const wrong of ["api.example.org", "ftp://example.org", "https://example.org/?a=1"]) {
      expect(() => loadConfig({ PUBLIC_URL: wrong }), wrong).toThrow(/PUBLIC_URL: must be/);
    }
  });
});
