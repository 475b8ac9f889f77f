import { describe, expect, it } from "vitest";
import { ApiError } from "../client/api-error";
import { accountJson, paged } from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import {
  ACCOUNT_ERROR_MESSAGES,
  createAccount,
  deleteAccount,
  getAccount,
  listAccounts,
  updateAccount,
} from "./accounts";

const context = setUpTestContext();

describe("account endpoints", () => {
  it("lists accounts from GET /api/accounts/ with page parameters, mapped to camel case", async () => {
    context.server.respond("GET", "/api/accounts/", { json: paged([accountJson(1)], 12) });
    const page = await listAccounts(context.client, { page: 2, page_size: 5 });
    expect(context.server.onlyRequest().query).toEqual({ page: "2", page_size: "5" });
    expect(page.count).toBe(12);
    expect(page.results[0]).toMatchObject({ id: 1, isActive: true, createdAt: expect.any(Date) });
    expect(page.results[0]).not.toHaveProperty("masked_openai_api_key");
  });

  it("accepts a plain list as one page", async () => {
    context.server.respond("GET", "/api/accounts/", { json: [accountJson(1), accountJson(2)] });
    const page = await listAccounts(context.client);
    expect(page).toMatchObject({ count: 2, next: null, previous: null });
    expect(page.results.map((account) => account.id)).toEqual([1, 2]);
  });

  it("reads one account from GET /api/accounts/{id}/", async () => {
    context.server.respond("GET", "/api/accounts/4/", { json: accountJson(4, "Mairie") });
    await expect(getAccount(context.client, 4)).resolves.toMatchObject({ id: 4, name: "Mairie" });
  });

  it("creates with POST /api/accounts/ and the payload", async () => {
    context.server.respond("POST", "/api/accounts/", { status: 201, json: accountJson(5) });
    await createAccount(context.client, { name: "Mairie", openai_api_key: "sk-new" });
    expect(context.server.onlyRequest()).toMatchObject({
      method: "POST",
      body: { name: "Mairie", openai_api_key: "sk-new" },
    });
    expect(context.logger.text()).not.toContain("sk-new");
  });

  it("updates with PATCH /api/accounts/{id}/ and only the changed fields", async () => {
    context.server.respond("PATCH", "/api/accounts/5/", { json: accountJson(5) });
    await updateAccount(context.client, 5, { is_active: false });
    expect(context.server.onlyRequest()).toMatchObject({
      method: "PATCH",
      body: { is_active: false },
    });
  });

  it("deletes with DELETE /api/accounts/{id}/", async () => {
    context.server.respond("DELETE", "/api/accounts/5/", { status: 204 });
    await deleteAccount(context.client, 5);
    expect(context.server.onlyRequest()).toMatchObject({
      method: "DELETE",
      path: "/api/accounts/5/",
    });
  });
});

describe("account failures", () => {
  it.each([
    ["list", () => listAccounts(context.client), "GET", "/api/accounts/"],
    ["get", () => getAccount(context.client, 5), "GET", "/api/accounts/5/"],
    ["create", () => createAccount(context.client, { name: "M" }), "POST", "/api/accounts/"],
    ["update", () => updateAccount(context.client, 5, { name: "M" }), "PATCH", "/api/accounts/5/"],
    ["delete", () => deleteAccount(context.client, 5), "DELETE", "/api/accounts/5/"],
  ] as const)(
    "%s: logged and rethrown with the French fallback message",
    async (action, call, method, path) => {
      context.server.respond(method, path, { status: 500, text: "Internal Server Error" });
      const error = await call().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(ACCOUNT_ERROR_MESSAGES[action]);
      expect((error as ApiError).message).toMatch(/^Une erreur est survenue lors de /);
      expect((error as ApiError).status).toBe(500);
      expect(context.logger.entries.map((entry) => entry.message)).toContain(
        ACCOUNT_ERROR_MESSAGES[action],
      );
    },
  );

  it("keeps the server's detail when there is one", async () => {
    context.server.respond("DELETE", "/api/accounts/5/", {
      status: 403,
      json: { detail: "You do not have permission to perform this action." },
    });
    await expect(deleteAccount(context.client, 5)).rejects.toThrow(
      "You do not have permission to perform this action.",
    );
  });

  it("uses the fallback when no response came", async () => {
    context.server.respond("GET", "/api/accounts/", { hangUp: true });
    await expect(listAccounts(context.client)).rejects.toMatchObject({
      kind: "no-response",
      message: ACCOUNT_ERROR_MESSAGES.list,
    });
  });
});
