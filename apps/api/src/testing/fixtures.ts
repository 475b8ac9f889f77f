import type { Permission } from "../constants";
import { issueToken } from "../modules/auth/service";
import type { TestApi } from "./test-api";

let counter = 0;

export interface TestUser {
  id: number;
  username: string;
  password: string;
  token: string;
}

/** A user created through the API by a staff token, signed in. */
export async function createSignedInUser(
  api: TestApi,
  staffToken: string,
  options: { accounts: number[]; permissions?: Permission[]; isStaff?: boolean; prefix?: string },
): Promise<TestUser> {
  counter += 1;
  const username = `${options.prefix ?? "user"}${counter}`;
  const password = `password-${counter}-secret`;
  const response = await api.request("POST", "/api/users/", {
    token: staffToken,
    json: {
      username,
      password,
      email: `${username}@example.com`,
      accounts: options.accounts,
      permissions: options.permissions ?? [],
      is_staff: options.isStaff ?? false,
    },
  });
  if (response.status !== 201) {
    throw new Error(
      `Creating ${username} failed: ${response.status} ${JSON.stringify(response.body)}`,
    );
  }
  return {
    id: response.body.user_id,
    username,
    password,
    token: await api.login(username, password),
  };
}

export async function createAccountViaApi(
  api: TestApi,
  staffToken: string,
  name: string,
): Promise<number> {
  const response = await api.request("POST", "/api/accounts/", {
    token: staffToken,
    json: { name },
  });
  if (response.status !== 201)
    throw new Error(`Creating account ${name} failed: ${response.status}`);
  return response.body.id;
}

/** The ids the first start seeded: the demo account, bot and knowledge base. */
export async function seededDemo(
  api: TestApi,
): Promise<{ accountId: number; botId: number; knowledgeBaseId: number }> {
  const { rows } = await api.db.query<{
    account_id: number;
    bot_id: number;
    knowledge_base_id: number;
  }>(
    `SELECT b.account_id, b.id AS bot_id, l.knowledge_base_id
     FROM bots b JOIN bot_knowledge_bases l ON l.bot_id = b.id ORDER BY b.id LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error("The demo bot was not seeded");
  return { accountId: row.account_id, botId: row.bot_id, knowledgeBaseId: row.knowledge_base_id };
}

/**
 * A user written straight to the database with a token, for tests about what a user may do
 * rather than how they sign in (no password hashing: it has no usable password).
 */
export async function insertUserWithToken(
  api: TestApi,
  options: { accounts: number[]; permissions?: readonly string[]; isStaff?: boolean },
): Promise<{ id: number; token: string }> {
  counter += 1;
  const { rows } = await api.db.query<{ id: number }>(
    "INSERT INTO users (username, password_hash, is_staff) VALUES ($1, '!', $2) RETURNING id",
    [`member${counter}`, options.isStaff ?? false],
  );
  const id = (rows[0] as { id: number }).id;
  await api.db.query("INSERT INTO memberships (user_id, account_id) SELECT $1, unnest($2::int[])", [
    id,
    options.accounts,
  ]);
  await api.db.query(
    "INSERT INTO user_permissions (user_id, permission) SELECT $1, unnest($2::text[])",
    [id, options.permissions ?? []],
  );
  return { id, token: await issueToken(api.db, id, 3600) };
}

/**
 * A bot of `account` answering from a text knowledge base holding `text`, once its ingestion
 * has succeeded (ten seconds at most); `bot` adds fields to the bot's creation.
 */
export async function createBotWithText(
  api: TestApi,
  staffToken: string,
  {
    account,
    name,
    text,
    bot = {},
  }: {
    account: number;
    name: string;
    text: string;
    bot?: Record<string, unknown>;
  },
): Promise<number> {
  const base = await api.request("POST", "/api/text_knowledge_bases/", {
    token: staffToken,
    json: { account, name, value: text },
  });
  const tasks = await api.request("GET", `/api/tasks/?knowledge_base=${base.body.id}`, {
    token: staffToken,
  });
  const taskId = tasks.body.results[0].id;
  for (let attempt = 0; ; attempt += 1) {
    const task = await api.request("GET", `/api/tasks/${taskId}/`, { token: staffToken });
    if (task.body.status === "succeeded") break;
    if (attempt === 200) throw new Error(`The ingestion of ${name} did not succeed in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const created = await api.request("POST", "/api/bots/", {
    token: staffToken,
    json: { account, name, text_knowledges: [base.body.id], ...bot },
  });
  return created.body.id;
}

/**
 * A visitor's session as its next calls name it, out of what its start answered (which holds
 * more: the API refuses the fields a call does not take).
 */
export function credentialsOf(started: { session_id: number; session_secret: string }): {
  session_id: number;
  session_secret: string;
} {
  return { session_id: started.session_id, session_secret: started.session_secret };
}
