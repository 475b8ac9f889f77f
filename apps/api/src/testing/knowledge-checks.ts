/*
 * What a test asks a running server (in process or not, by its address) about knowledge bases
 * and their tasks, over HTTP as the back-office and the widget do.
 */
import { credentialsOf } from "./fixtures";

export interface TaskState {
  id: number;
  status: "pending" | "running" | "succeeded" | "failed";
  errors: { url: string; message: string }[];
}

async function call<Body>(
  apiUrl: string,
  token: string | undefined,
  method: string,
  path: string,
  json?: unknown,
): Promise<Body> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Token ${token}` } : {}),
      ...(json === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await response.json()) as Body;
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export function taskState(apiUrl: string, token: string, id: number): Promise<TaskState> {
  return call<TaskState>(apiUrl, token, "GET", `/api/tasks/${id}/`);
}

/** The task once it has succeeded or failed; throws after `timeoutMs`. */
export async function settledTask(
  apiUrl: string,
  token: string,
  id: number,
  timeoutMs = 10_000,
): Promise<TaskState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const task = await taskState(apiUrl, token, id);
    if (task.status === "succeeded" || task.status === "failed") return task;
    if (Date.now() > deadline) throw new Error(`Task ${id} still ${task.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * What a knowledge base holds now: its chunk count, and the passages a visitor's question finds
 * in it (through a bot of its own answering from it alone).
 */
export async function indexedPassages(
  apiUrl: string,
  token: string,
  options: { accountId: number; knowledgeBaseId: number; question: string },
): Promise<{ chunkCount: number; passages: string[] }> {
  const base = await call<{ chunk_count: number }>(
    apiUrl,
    token,
    "GET",
    `/api/text_knowledge_bases/${options.knowledgeBaseId}/`,
  );
  const bot = await call<{ id: number }>(apiUrl, token, "POST", "/api/bots/", {
    account: options.accountId,
    name: `Témoin ${options.knowledgeBaseId}`,
    text_knowledges: [options.knowledgeBaseId],
  });
  const session = await call<{ session_id: number; session_secret: string }>(
    apiUrl,
    undefined,
    "POST",
    "/api/sessions/start",
    { bot_id: bot.id },
  );
  const answer = await call<{ links: { url: string; chunk: string }[] }>(
    apiUrl,
    undefined,
    "POST",
    "/api/sessions/message",
    { ...credentialsOf(session), message: options.question },
  );
  return { chunkCount: base.chunk_count, passages: answer.links.map((link) => link.chunk) };
}
