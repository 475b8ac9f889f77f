import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { createStartingApp } from "../../app";
import {
  REQUEST_SCHEMAS,
  RESPONSE_SCHEMAS,
  type ResponseSchemaName,
} from "../../http/schema-components";
import { createLogger } from "../../logger";
import { listen } from "../../server";
import { insertUserWithToken, seededDemo } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";
import { openApiPath } from "./openapi-document";

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  responses: Record<string, { description?: string }>;
  security?: Record<string, string[]>[];
}

function operationsOf(document: Json): Map<string, Operation> {
  const found = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const [method, operation] of Object.entries(item)) {
      found.set(`${method.toUpperCase()} ${path}`, operation as Operation);
    }
  }
  return found;
}

function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "$ref" && typeof inner === "string" ? [inner] : references(inner),
  );
}

/** What OpenAPI 3.1 requires of the parts this document uses; each problem as one line. */
function structuralProblems(document: Json): string[] {
  const problems: string[] = [];
  if (!/^3\.1\.\d+$/.test(String(document.openapi))) problems.push("openapi is not 3.1.x");
  const info = document.info as Json | undefined;
  if (typeof info?.title !== "string" || typeof info?.version !== "string") {
    problems.push("info needs a title and a version");
  }
  const components = document.components as {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, Json>;
  };
  for (const [name, scheme] of Object.entries(components.securitySchemes)) {
    if (
      scheme.type === "apiKey" &&
      (!scheme.name || !["header", "query", "cookie"].includes(String(scheme.in)))
    ) {
      problems.push(`security scheme ${name} needs a name and a place`);
    }
  }
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    if (!path.startsWith("/") || /[:\s]/.test(path)) problems.push(`${path}: not a path template`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const [method, value] of Object.entries(item)) {
      const label = `${method.toUpperCase()} ${path}`;
      if (!HTTP_METHODS.includes(method)) problems.push(`${label}: unknown method`);
      const operation = value as Operation;
      if (operationIds.has(operation.operationId)) problems.push(`${label}: duplicate operationId`);
      operationIds.add(operation.operationId);
      const parameters = operation.parameters ?? [];
      const pathNames = parameters.filter((p) => p.in === "path").map((p) => p.name);
      if ([...pathNames].sort().join() !== [...templated].sort().join()) {
        problems.push(`${label}: path parameters ${pathNames} do not match the template`);
      }
      for (const parameter of parameters) {
        if (!["path", "query", "header", "cookie"].includes(parameter.in) || !parameter.schema) {
          problems.push(`${label}: parameter ${parameter.name} needs a place and a schema`);
        }
        if (parameter.in === "path" && parameter.required !== true) {
          problems.push(`${label}: path parameter ${parameter.name} must be required`);
        }
      }
      const keys = parameters.map((p) => `${p.in}:${p.name}`);
      if (new Set(keys).size !== keys.length) problems.push(`${label}: duplicate parameters`);
      const statuses = Object.keys(operation.responses ?? {});
      if (statuses.length === 0) problems.push(`${label}: no responses`);
      for (const status of statuses) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status))
          problems.push(`${label}: status ${status}`);
        if (typeof operation.responses[status]?.description !== "string") {
          problems.push(`${label}: response ${status} needs a description`);
        }
      }
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) {
          if (!components.securitySchemes[scheme])
            problems.push(`${label}: unknown scheme ${scheme}`);
        }
      }
    }
  }
  for (const target of references(document)) {
    const name = target.replace(/^#\/components\/schemas\//, "");
    if (name === target || !(name in components.schemas)) problems.push(`dangling $ref ${target}`);
  }
  return problems;
}

/**
 * The fields of an answer that its schema in the document does not name, at any depth (a schema
 * of several kinds is read as the first one whose required fields the value holds).
 */
function undocumentedFields(schemas: Record<string, Json>, schema: Json, value: unknown): string[] {
  const walk = (at: string, described: Json | undefined, inner: unknown): string[] => {
    let target = described;
    while (typeof target?.$ref === "string") {
      target = schemas[target.$ref.replace("#/components/schemas/", "")];
    }
    if (!target || inner === null || typeof inner !== "object") return [];
    const kinds = (target.anyOf ?? target.oneOf) as Json[] | undefined;
    if (kinds) {
      const holds = (kind: Json) => {
        const resolved = kind.$ref ? schemas[String(kind.$ref).split("/").pop() as string] : kind;
        return ((resolved?.required ?? []) as string[]).every((field) => field in inner);
      };
      const kind = kinds.find((candidate) => candidate.type !== "null" && holds(candidate));
      return walk(at, kind, inner);
    }
    if (Array.isArray(inner)) {
      return inner.flatMap((item) => walk(`${at}[]`, target.items as Json, item));
    }
    const properties = target.properties as Record<string, Json> | undefined;
    if (!properties) return [];
    return Object.entries(inner).flatMap(([name, field]) =>
      name in properties ? walk(`${at}.${name}`, properties[name], field) : [`${at}.${name}`],
    );
  };
  return [...new Set(walk("", schema, value))];
}

describe("GET /api/schema/", () => {
  let api: TestApi;
  let document: Json;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi();
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const response = await api.request("GET", "/api/schema/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    document = response.body;
  });
  afterAll(async () => {
    await api?.close();
  });

  /** How an answer differs from the schema the document names: what it lacks, what it adds. */
  const answerProblems = (schema: ResponseSchemaName, body: unknown): string[] => {
    const parsed = z.safeParse(RESPONSE_SCHEMAS[schema], body);
    const lacking = parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    const components = (document.components as { schemas: Record<string, Json> }).schemas;
    const added = undocumentedFields(components, { $ref: `#/components/schemas/${schema}` }, body);
    return [...lacking, ...added.map((field) => `${field}: not in the document`)];
  };

  it("describes exactly the operations the server mounts, no more, no fewer", () => {
    const mounted = api.endpoints.map(({ method, path }) => `${method} ${openApiPath(path)}`);
    expect([...operationsOf(document).keys()].sort()).toEqual([...mounted].sort());
    const undocumented = api.endpoints
      .filter(({ doc }) => doc.summary.trim() === "" || doc.tag.trim() === "")
      .map(({ method, path }) => `${method} ${path}`);
    expect(undocumented).toEqual([]);
  });

  it("is a well-formed OpenAPI 3.1 document", () => {
    expect(structuralProblems(document)).toEqual([]);
    expect(document.paths).toHaveProperty(["/api/bots/{id}/", "patch", "parameters", 0], {
      name: "id",
      in: "path",
      required: true,
      schema: { type: "integer", minimum: 0 },
    });
  });

  it("marks public endpoints and asks the Token header of the others", () => {
    const operations = operationsOf(document);
    expect(document.components).toHaveProperty("securitySchemes.Token", {
      type: "apiKey",
      in: "header",
      name: "Authorization",
      description: expect.stringContaining("Token <key>"),
    });
    expect(document.security).toEqual([{ Token: [] }]);
    expect(operations.get("POST /api/auth/login/")?.security).toEqual([]);
    expect(operations.get("POST /api/sessions/start")?.security).toEqual([]);
    expect(operations.get("GET /api/schema/")?.security).toEqual([]);
    expect(operations.get("GET /api/bubble-messages/")?.security).toEqual([{}, { Token: [] }]);
    expect(operations.get("GET /api/bots/")?.security).toBeUndefined();
  });

  it("names in each refusal the statuses its access check answers, none for a public endpoint", async () => {
    const refusals = (key: string) =>
      operationsOf(document).get(key)?.responses["4XX"]?.description;
    expect(refusals("POST /api/sessions/start")).not.toMatch(/401|403 without/);
    expect(refusals("GET /api/bubble-messages/")).toContain("401 with a token that is not valid");
    expect(refusals("GET /api/bubble-messages/")).not.toContain("403");
    expect(refusals("GET /api/bots/")).toContain(
      "401 without a valid token, 403 without the permission",
    );
    expect(refusals("POST /api/accounts/")).toContain("403 for a user who is not staff");
    expect(refusals("GET /api/auth/me/")).toContain("401 without a valid token;");

    const { botId, accountId } = await seededDemo(api);
    const wrongToken = "Token 0123456789abcdef0123456789abcdef";
    const started = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: botId },
      headers: { Authorization: wrongToken },
    });
    const bubbles = await api.request("GET", `/api/bubble-messages/?bot_id=${botId}`, {
      headers: { Authorization: wrongToken },
    });
    const member = await insertUserWithToken(api, { accounts: [accountId] });
    const bubblesOfMember = await api.request("GET", `/api/bubble-messages/?bot_id=${botId}`, {
      token: member.token,
    });
    const account = await api.request("POST", "/api/accounts/", {
      token: member.token,
      json: { name: "Refusée" },
    });
    expect([started.status, bubbles.status, bubblesOfMember.status, account.status]).toEqual([
      201, 401, 200, 403,
    ]);
  });

  it("describes request bodies as the client sends them and answers as the server writes them", () => {
    const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
    // A field with a default may be left out of a request, and is always in an answer.
    expect(schemas.UrlKnowledgeCreate?.required).toEqual(["url", "name"]);
    expect(schemas.Account?.required).toContain("plan");
    expect(schemas.Account?.properties).not.toHaveProperty("openai_api_key");
    expect(schemas.AccountPage).toHaveProperty("properties.results.items", {
      $ref: "#/components/schemas/Account",
    });
    expect(schemas.DocumentUpload).toHaveProperty("properties.document.format", "binary");
  });

  it("asks for a body only where a field of it is required, as an empty body reads as none", async () => {
    const operations = operationsOf(document);
    const bodyRequired = (key: string) =>
      (operations.get(key) as { requestBody?: { required: boolean } }).requestBody?.required;
    expect(bodyRequired("POST /api/bots/")).toBe(true);
    expect(bodyRequired("PATCH /api/bots/{id}/")).toBe(false);
    expect(bodyRequired("DELETE /api/sessions/{id}/")).toBe(false);
    expect(bodyRequired("POST /api/document_knowledge_bases/")).toBe(true);

    const { botId } = await seededDemo(api);
    const created = await api.request("POST", "/api/bots/", { token });
    const changed = await api.request("PATCH", `/api/bots/${botId}/`, { token });
    const session = await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } });
    const deleted = await api.request("DELETE", `/api/sessions/${session.body.session_id}/`, {
      token,
    });
    expect([created.status, changed.status, session.status, deleted.status]).toEqual([
      400, 200, 201, 204,
    ]);
    expect(created.body).toHaveProperty("account", ["This field is required."]);
  });

  it("holds each request body to the fields it declares, at every depth, and no answer", () => {
    const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
    const objects = (value: unknown, at: string): [string, Json][] => {
      if (value === null || typeof value !== "object") return [];
      const nested = Object.entries(value).flatMap(([key, inner]) =>
        objects(inner, `${at}.${key}`),
      );
      return "properties" in value ? [[at, value as Json], ...nested] : nested;
    };
    const requests = Object.keys(REQUEST_SCHEMAS).flatMap((name) => objects(schemas[name], name));
    expect(requests.length).toBeGreaterThan(Object.keys(REQUEST_SCHEMAS).length);
    const open = requests.filter(([, schema]) => schema.additionalProperties !== false);
    expect(open.map(([at]) => at)).toEqual([]);
    expect(schemas.SessionStartPayload).toHaveProperty(
      "properties.previous_session.additionalProperties",
      false,
    );
    const answers = Object.keys(RESPONSE_SCHEMAS).flatMap((name) => objects(schemas[name], name));
    const closed = answers.filter(([, schema]) => "additionalProperties" in schema);
    expect(closed.map(([at]) => at)).toEqual([]);
  });

  it("describes field errors at any depth, as the server writes them for lists and objects", async () => {
    const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
    expect(schemas.FieldErrors).toHaveProperty("additionalProperties.anyOf", [
      { type: "array", items: { type: "string" } },
      { $ref: "#/components/schemas/FieldErrors" },
    ]);
    const { botId } = await seededDemo(api);
    const inObject = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: botId, previous_session: { session_id: "x", session_secret: "y" } },
    });
    const inList = await api.request("PATCH", "/api/missed_questions/", {
      token,
      json: { ids: [2 ** 40], status: "fixed" },
    });
    expect([inObject.status, inList.status]).toEqual([400, 400]);
    expect(inObject.body).toEqual({
      previous_session: { session_id: ["A valid integer is required."] },
    });
    expect(inList.body).toEqual({
      ids: { "0": ["Ensure this value is less than or equal to 2147483647."] },
    });
    expect(answerProblems("FieldErrors", inObject.body)).toEqual([]);
    expect(answerProblems("FieldErrors", inList.body)).toEqual([]);
  });

  it("documents the 503 of every operation, as a server still starting answers it", async () => {
    const unavailable = [...operationsOf(document)].filter(
      ([, operation]) => !operation.responses["503"],
    );
    expect(unavailable.map(([key]) => key)).toEqual([]);
    const health = operationsOf(document).get("GET /api/health/")?.responses["503"];
    expect(health).toHaveProperty(
      ["content", "application/json", "schema", "anyOf"],
      [{ $ref: "#/components/schemas/Detail" }, { $ref: "#/components/schemas/Health" }],
    );
    expect(health).toHaveProperty(["headers", "Retry-After", "schema", "type"], "integer");

    const starting = await listen(createStartingApp(createLogger("silent")), {
      port: 0,
      host: "127.0.0.1",
    });
    try {
      for (const path of ["/api/health/", "/api/bots/"]) {
        const response = await fetch(`${starting.url}${path}`);
        expect(response.status, path).toBe(503);
        expect(Number(response.headers.get("retry-after")), path).toBeGreaterThanOrEqual(1);
        expect(answerProblems("Detail", await response.json()), path).toEqual([]);
      }
    } finally {
      await starting.close();
    }
  });

  it("names the refusals of an upload by their code", () => {
    const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
    expect(schemas.DocumentRefusal).toHaveProperty("properties.code.enum", [
      "unsupported_type",
      "unreadable",
      "too_large",
      "empty",
    ]);
    const refused = operationsOf(document).get("POST /api/document_knowledge_bases/")?.responses[
      "4XX"
    ];
    expect(references(refused)).toContain("#/components/schemas/DocumentRefusal");
    expect(refused?.description).toContain("413");
    const other = operationsOf(document).get("POST /api/text_knowledge_bases/")?.responses["4XX"];
    expect(references(other)).not.toContain("#/components/schemas/DocumentRefusal");
  });

  it("documents a rating's answer as exactly one of a user's message and a visitor's", async () => {
    const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
    const answer = operationsOf(document).get("PATCH /api/messages/{id}")?.responses["200"];
    expect(answer).toHaveProperty(["content", "application/json", "schema"], {
      oneOf: [
        { $ref: "#/components/schemas/Message" },
        { $ref: "#/components/schemas/EarlierMessage" },
      ],
    });
    const fits = (name: string, body: Json) =>
      ((schemas[name]?.required ?? []) as string[]).every((field) => field in body);
    const session = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: (await seededDemo(api)).botId },
    });
    const { session_id, session_secret } = session.body;
    const asked = await api.request("POST", "/api/sessions/message", {
      json: { session_id, session_secret, message: "Quels sont les horaires de la mairie ?" },
    });
    const path = `/api/messages/${asked.body.id}`;
    const byVisitor = await api.request("PATCH", path, { json: { rating: 1, session_secret } });
    const byUser = await api.request("PATCH", path, { token, json: { rating: -1 } });
    expect([byVisitor.status, byUser.status]).toEqual([200, 200]);
    expect([fits("Message", byVisitor.body), fits("EarlierMessage", byVisitor.body)]).toEqual([
      false,
      true,
    ]);
    expect([fits("Message", byUser.body), fits("EarlierMessage", byUser.body)]).toEqual([
      true,
      false,
    ]);
  });

  it("names the answer schema each listing really answers, and every field of it", async () => {
    // A document, so that the list of documents has an item to check too.
    const form = new FormData();
    form.append("name", "Guide");
    form.append("document", new File(["# Guide\n\nBienvenue."], "guide.md"));
    const uploaded = await api.request("POST", "/api/document_knowledge_bases/", {
      token,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const checked: string[] = [];
    for (const { method, path, doc } of api.endpoints) {
      const key = `${method} ${path}`;
      const schema = doc.response.schema;
      if (method !== "GET" || path.includes(":") || typeof schema !== "string") continue;
      // The one parameter a listing may need: a bot, the demo one.
      const required = (doc.query ?? []).filter((parameter) => parameter.required);
      expect(
        required.map((parameter) => parameter.name),
        key,
      ).toEqual(required.length > 0 ? ["bot_id"] : []);
      const query = required.length > 0 ? `?bot_id=${(await seededDemo(api)).botId}` : "";
      const response = await api.request("GET", `${path}${query}`, { token });
      expect(response.status, key).toBe(200);
      expect(answerProblems(schema, response.body), key).toEqual([]);
      checked.push(key);
    }
    expect(checked.length).toBeGreaterThan(10);
  });

  it("documents the bot form's metadata as a user who may only read bots gets it, and a writer", async () => {
    const { accountId } = await seededDemo(api);
    const reader = await insertUserWithToken(api, {
      accounts: [accountId],
      permissions: ["bots.view_bot"],
    });
    const read = await api.request("OPTIONS", "/api/bots/", { token: reader.token });
    const written = await api.request("OPTIONS", "/api/bots/", { token });
    expect([read.status, written.status]).toEqual([200, 200]);
    expect(read.body).not.toHaveProperty("actions");
    expect(written.body).toHaveProperty("actions.POST.model.choices");
    expect(answerProblems("BotOptions", read.body)).toEqual([]);
    expect(answerProblems("BotOptions", written.body)).toEqual([]);
  });
});
