import { randomBytes, scrypt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, seededDemo } from "../../testing/fixtures";
import {
  type ApiResponse,
  RELAXED_LIMITS,
  startTestApi,
  TEST_ADMIN,
  type TestApi,
} from "../../testing/test-api";
import { PASSWORD_HASH_COST } from "./passwords";

const GUESS_LIMIT = 5;

/** A hash as this server stored them before N=2^17: `scrypt$16384$8$1$salt$hash`. */
function legacyHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, 64, { N: 16384, r: 8, p: 1 }, (error, key) =>
      error
        ? reject(error)
        : resolve(`scrypt$16384$8$1$${salt.toString("base64")}$${key.toString("base64")}`),
    );
  });
}

function countStatuses(responses: readonly ApiResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

// The server hashes at the real cost here, as in production (other test files use a cheap one).
describe("password guessing and hashing", () => {
  let api: TestApi;
  let adminToken: string;
  let accountId: number;

  const storedHash = async (userId: number) =>
    (
      await api.db.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE id = $1",
        [userId],
      )
    ).rows[0]?.password_hash ?? "";

  beforeAll(async () => {
    api = await startTestApi({
      passwordHashCost: PASSWORD_HASH_COST,
      config: {
        limits: {
          ...RELAXED_LIMITS,
          loginFailuresPerUserFromAddress: { limit: GUESS_LIMIT, windowSeconds: 15 * 60 },
        },
      },
    });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    accountId = (await seededDemo(api)).accountId;
  });
  afterAll(async () => {
    await api?.close();
  });

  it("judges at most 5 of 60 wrong passwords sent at once, and then not even the right one", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    const attempt = (password: string) =>
      api.request("POST", "/api/auth/login/", { json: { username: user.username, password } });
    const wrong = Array.from({ length: 60 }, (_, index) => attempt(`wrong-guess-${index}`));
    const burst = await Promise.all([...wrong, attempt(user.password)]);
    const right = burst.at(-1) as ApiResponse;

    const counts = countStatuses(burst);
    for (const status of Object.keys(counts)) expect(["200", "400", "429"]).toContain(status);
    // Only the attempts counted within the budget had their password checked.
    expect(counts[400] ?? 0).toBeLessThanOrEqual(GUESS_LIMIT);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(60 - GUESS_LIMIT);
    expect([200, 429]).toContain(right.status);
    for (const response of burst.filter(({ status }) => status === 429)) {
      expect(response.body.detail).toMatch(/^Request was throttled\. Expected available in /);
    }
    // The budget is spent: the right password is not accepted until the window ends.
    const after = await attempt(user.password);
    expect(after.status).toBe(429);
    expect(JSON.stringify(burst.map(({ body }) => body))).not.toContain(user.password);
  });

  it("spends one budget for a user however the name is spelt (case, Unicode case mapping)", async () => {
    const user = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      prefix: "ivy",
    });
    const attempt = (username: string, password: string) =>
      api.request("POST", "/api/auth/login/", { json: { username, password } });
    for (let guess = 0; guess < GUESS_LIMIT; guess += 1) {
      expect((await attempt(user.username, `wrong-guess-${guess}`)).status).toBe(400);
    }
    // "İ" lower-cases to "i" plus a combining dot in JavaScript, and to "i" in the database.
    const spellings = [user.username.toUpperCase(), `İ${user.username.slice(1)}`];
    for (const username of spellings) {
      expect((await attempt(username, user.password)).status).toBe(429);
      expect((await attempt(username, "another-wrong-guess")).status).toBe(429);
    }
    expect((await attempt(user.username, user.password)).status).toBe(429);
  });

  /**
   * Sends 60 wrong current passwords and the right one at once with `changes` (a change of the
   * user's own profile): at most 5 are judged, the rest refused, the right one included, and the
   * sign-in of that username shares the budget.
   */
  const expectGuessesBounded = async (changes: (current: string) => Record<string, string>) => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    const change = (current: string) =>
      api.request("PATCH", "/api/auth/me/", {
        token: user.token,
        json: { ...changes(user.username), current_password: current },
      });
    const wrong = Array.from({ length: 60 }, (_, index) => change(`wrong-guess-${index}`));
    const burst = await Promise.all([...wrong, change(user.password)]);

    const counts = countStatuses(burst);
    for (const status of Object.keys(counts)) expect(["200", "400", "429"]).toContain(status);
    expect(counts[400] ?? 0).toBeLessThanOrEqual(GUESS_LIMIT);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(60 - GUESS_LIMIT);
    for (const response of burst.filter(({ status }) => status === 400)) {
      expect(response.body).toEqual({
        current_password: ["Your current password is not correct."],
      });
    }
    expect((await change(user.password)).status).toBe(429);
    const login = await api.request("POST", "/api/auth/login/", {
      json: { username: user.username, password: user.password },
    });
    expect(login.status).toBe(429);
  };

  it("judges at most 5 current passwords sent at once to change one's own password", async () => {
    await expectGuessesBounded(() => ({ new_password: "chosen-by-a-thief" }));
  });

  it("judges at most 5 current passwords sent at once to change one's own e-mail address", async () => {
    await expectGuessesBounded((username) => ({ email: `${username}.thief@example.net` }));
  });

  it("hashes new passwords with scrypt N=2^17, r=8, p=1", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    expect(await storedHash(user.id)).toMatch(
      /^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/,
    );
  });

  it("signs in a user whose hash has the old cost, and stores it again at today's", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    await api.db.query("UPDATE users SET password_hash = $1 WHERE id = $2", [
      await legacyHash(user.password),
      user.id,
    ]);
    expect(await storedHash(user.id)).toMatch(/^scrypt\$16384\$8\$1\$/);

    const wrong = await api.request("POST", "/api/auth/login/", {
      json: { username: user.username, password: "not-the-password" },
    });
    expect(wrong.status).toBe(400);
    // A wrong password upgrades nothing.
    expect(await storedHash(user.id)).toMatch(/^scrypt\$16384\$8\$1\$/);

    const token = await api.login(user.username, user.password);
    expect((await api.request("GET", "/api/auth/me/", { token })).status).toBe(200);
    const upgraded = await storedHash(user.id);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(upgraded).not.toContain(user.password);

    // The upgraded hash is the same password: it signs in, and is left as it is.
    await api.login(user.username, user.password);
    expect(await storedHash(user.id)).toBe(upgraded);
  });
});
