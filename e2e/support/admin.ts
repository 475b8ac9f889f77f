import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { E2E } from "./environment";

export interface Credentials {
  username: string;
  password: string;
}

/** Signs in through the back-office's sign-in screen and waits to land past it. */
export async function signInThroughForm(page: Page, { username, password }: Credentials) {
  await page.goto("/sign-in");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** A token for the API itself, to compare what the back-office shows with what the server says. */
export async function apiToken(request: APIRequestContext, { username, password }: Credentials) {
  // The credentials alone: the API refuses a field it does not know (E2E.admin has an email).
  const response = await request.post(`${E2E.apiUrl}/api/auth/login/`, {
    data: { username, password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** GET on the API with a token; answers the status and the parsed body. */
export async function apiGet(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(`${E2E.apiUrl}${path}`, {
    headers: { Authorization: `Token ${token}` },
  });
  return { status: response.status(), body: (await response.json()) as unknown };
}

/** The statuses of the tasks of a knowledge base (its ingestions, its crawls), oldest first. */
export async function taskStatuses(request: APIRequestContext, token: string, baseId: number) {
  const { body } = await apiGet(request, token, `/api/tasks/?knowledge_base=${baseId}`);
  return (body as { results: { id: number; status: string }[] }).results
    .sort((a, b) => a.id - b.id)
    .map((task) => task.status);
}

/** The `count` of a paged list of the API. */
export async function apiCount(request: APIRequestContext, token: string, path: string) {
  const { status, body } = await apiGet(request, token, path);
  expect(status).toBe(200);
  return (body as { count: number }).count;
}

/** The access token the back-office keeps in its cookie. */
export async function storedToken(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(E2E.adminUrl);
  return cookies.find((cookie) => cookie.name === "access_token")?.value;
}

/** Creates through the API, with `token`, and answers the new object's id. */
export async function apiCreate(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown>,
): Promise<number> {
  const response = await request.post(`${E2E.apiUrl}${path}`, {
    headers: { Authorization: `Token ${token}` },
    data,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Waits until the knowledge base's tasks are `count` ingestions (or crawls) that succeeded. */
export async function ingestionsSucceeded(
  request: APIRequestContext,
  token: string,
  baseId: number,
  count = 1,
) {
  await expect
    .poll(() => taskStatuses(request, token, baseId), { timeout: 30_000 })
    .toEqual(Array.from({ length: count }, () => "succeeded"));
}

/** An assistant of `account` answering from a text knowledge base of its own, once read; its id. */
export async function createTextBot(
  request: APIRequestContext,
  token: string,
  { account, name, base }: { account: number; name: string; base: { name: string; value: string } },
): Promise<number> {
  const baseId = await apiCreate(request, token, "/api/text_knowledge_bases/", {
    account,
    ...base,
  });
  await ingestionsSucceeded(request, token, baseId);
  return apiCreate(request, token, "/api/bots/", { account, name, text_knowledges: [baseId] });
}

/** A URL knowledge base crawling `url` one link deep, once its crawl has succeeded; its id. */
export async function createSiteBase(
  request: APIRequestContext,
  token: string,
  data: { name: string; url: string; max_crawls?: number; account?: number },
): Promise<number> {
  const baseId = await apiCreate(request, token, "/api/url_knowledge_bases/", {
    ...data,
    depth: 1,
    ignore_patterns: [],
  });
  await ingestionsSucceeded(request, token, baseId);
  return baseId;
}

/** Opens a knowledge base's screen in the back-office (signed in); answers its dialog. */
export async function openKnowledgeBase(page: Page, baseId: number) {
  await page.goto(`/knowledge_bases?base=${baseId}`);
  return page.getByRole("dialog", { name: "Modifier la base" });
}
