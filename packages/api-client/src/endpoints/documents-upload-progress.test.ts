// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { ApiError } from "../client/api-error";
import type { UploadProgress } from "../client/upload-progress-fetch";
import { documentJson } from "../test/fixtures";
import { setUpTestContext, TEST_TOKEN } from "../test/test-context";
import { DOCUMENT_FAILURES, documentRefusalCode, uploadDocument } from "./documents";

const context = setUpTestContext();

describe("uploading a document with progress", () => {
  it("sends the multipart form with the token and reports the bytes sent", async () => {
    context.server.respond("POST", "/api/document_knowledge_bases/", {
      status: 201,
      json: documentJson(6),
    });
    const progress: UploadProgress[] = [];
    const document = new File(["# Guide\nBonjour"], "guide.md", { type: "text/markdown" });
    const uploaded = await uploadDocument(context.client, {
      name: "Guide",
      document,
      account: 3,
      onProgress: (step) => progress.push(step),
    });
    expect(uploaded).toMatchObject({ id: 6, type: "document", chunkCount: 5 });
    const request = context.server.onlyRequest();
    expect(request.headers.authorization).toBe(`Token ${TEST_TOKEN}`);
    expect(request.form).toEqual({
      name: "Guide",
      account: "3",
      document: { filename: "guide.md", type: "text/markdown", content: "# Guide\nBonjour" },
    });
    const last = progress.at(-1);
    expect(last?.total).toBeGreaterThan(document.size);
    expect(last?.loaded).toBe(last?.total);
  });

  it("rejects with the server's field errors, as every other call does", async () => {
    context.server.respond("POST", "/api/document_knowledge_bases/", {
      status: 400,
      json: { document: ["The file is not a readable PDF."] },
    });
    const failure = await uploadDocument(context.client, {
      name: "Cassé",
      document: new File(["%PDF-1.4 broken"], "casse.pdf", { type: "application/pdf" }),
      onProgress: () => {},
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      fieldErrors: { document: ["The file is not a readable PDF."] },
    });
    expect(context.logger.entries).toHaveLength(1);
  });

  it("names why the server refused the file from the code of its answer", async () => {
    const send = () =>
      uploadDocument(context.client, {
        name: "Photo",
        document: new File(["\u0089PNG"], "photo.pdf", { type: "application/pdf" }),
        onProgress: () => {},
      }).catch((error: unknown) => error);
    context.server.respond("POST", "/api/document_knowledge_bases/", {
      status: 400,
      json: { document: ["Unsupported file type."], code: "unsupported_type" },
    });
    const refused = await send();
    expect(documentRefusalCode(refused)).toBe("unsupported_type");
    expect(DOCUMENT_FAILURES.unsupported_type).toMatch(/^Type de document non pris en charge/);

    context.server.respond("POST", "/api/document_knowledge_bases/", {
      status: 413,
      json: {
        detail: "Request body is too large: at most 1024 bytes are accepted.",
        code: "too_large",
      },
    });
    expect(documentRefusalCode(await send())).toBe("too_large");

    context.server.respond("POST", "/api/document_knowledge_bases/", {
      status: 413,
      json: { detail: "Request body is too large: at most 1024 bytes are accepted." },
    });
    expect(documentRefusalCode(await send())).toBeUndefined();
    context.server.respond("POST", "/api/document_knowledge_bases/", {
      status: 400,
      json: { document: ["No file was submitted."] },
    });
    expect(documentRefusalCode(await send())).toBeUndefined();
    context.server.respond("POST", "/api/document_knowledge_bases/", {
      status: 400,
      json: { document: ["Something new."], code: "something_new" },
    });
    expect(documentRefusalCode(await send())).toBeUndefined();
  });

  it("rejects as no response when the server hangs up", async () => {
    context.server.respond("POST", "/api/document_knowledge_bases/", { hangUp: true });
    const failure = await uploadDocument(context.client, {
      name: "Guide",
      document: new File(["Bonjour"], "guide.txt", { type: "text/plain" }),
      onProgress: () => {},
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: "no-response", status: null });
  });
});
