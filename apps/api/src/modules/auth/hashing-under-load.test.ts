import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS, loadConfig } from "../../config";
import { insertUserWithToken, seededDemo } from "../../testing/fixtures";
import {
  type ApiResponse,
  RELAXED_LIMITS,
  startTestApi,
  TEST_ADMIN,
  type TestApi,
} from "../../testing/test-api";
import { MAX_WAITING_HASHES, PASSWORD_HASH_COST } from "./passwords";

interface TimedResponse extends ApiResponse {
  ms: number;
}

const CONFIRM_LIMIT = DEFAULT_LIMITS.passwordResetConfirmsPerAddress;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function countStatuses(responses: readonly ApiResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/*
 * The server hashes at the real cost here: at the cheap cost of the other test files a queue of
 * thirty hashes takes milliseconds, and nobody would notice it.
 */
describe("password hashing under load", () => {
  let api: TestApi;
  /** How long a sign-in takes when nothing else is hashed, the median of three. */
  let signInMs: number;

  const timed = async (
    method: string,
    path: string,
    json: unknown,
    address: string,
  ): Promise<TimedResponse> => {
    const started = performance.now();
    const response = await api.request(method, path, {
      json,
      headers: { "X-Forwarded-For": address },
    });
    return { ...response, ms: performance.now() - started };
  };
  const signIn = (
    address: string,
    username = TEST_ADMIN.username,
    password = TEST_ADMIN.password,
  ) => timed("POST", "/api/auth/login/", { username, password }, address);

  beforeAll(async () => {
    api = await startTestApi({
      passwordHashCost: PASSWORD_HASH_COST,
      config: {
        trustProxy: loadConfig({ TRUST_PROXY: "1" }).trustProxy,
        limits: { ...RELAXED_LIMITS, passwordResetConfirmsPerAddress: CONFIRM_LIMIT },
      },
    });
    await seededDemo(api);
    const alone: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const response = await signIn("192.0.2.1");
      expect(response.status).toBe(200);
      alone.push(response.ms);
    }
    signInMs = median(alone);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it("answers 30 bogus reset confirmations sent at once without hashing, while a sign-in sent with them stays fast", async () => {
    const bogus = Array.from({ length: 30 }, (_, index) =>
      timed(
        "POST",
        "/api/auth/password-reset/confirm/",
        { token: `not-a-token-${index}`, password: `any-password-${index}` },
        "198.51.100.7",
      ),
    );
    // Sent just after them, so that it would queue behind their hashes if they were hashed.
    await pause(20);
    const legitimate = await signIn("198.51.100.8");
    const confirmations = await Promise.all(bogus);

    expect(legitimate.status).toBe(200);
    // A sign-in alone hashes once; behind 30 hashes it would take some 15 times as long.
    expect(legitimate.ms).toBeLessThan(3 * signInMs + 1000);

    const counts = countStatuses(confirmations);
    expect(Object.keys(counts).sort()).toEqual(["400", "429"]);
    expect(counts[400]).toBeLessThanOrEqual(CONFIRM_LIMIT.limit);
    expect(counts[429]).toBeGreaterThanOrEqual(30 - CONFIRM_LIMIT.limit);
    for (const response of confirmations) {
      if (response.status === 400) {
        expect(response.body).toEqual({ token: ["Invalid or expired token."] });
      } else {
        expect(response.body.detail).toMatch(
          /^Request was throttled\. Expected available in \d+ seconds?\.$/,
        );
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    // None waited for a hash: the slowest is answered before a single sign-in would be.
    expect(Math.max(...confirmations.map(({ ms }) => ms))).toBeLessThan(signInMs);
  }, 120_000);

  it("refuses at once with a 503 the wrong passwords of many users past the waiting line, and judges the others", async () => {
    const { accountId } = await seededDemo(api);
    const users = await Promise.all(
      Array.from({ length: 60 }, () => insertUserWithToken(api, { accounts: [accountId] })),
    );
    const { rows } = await api.db.query<{ username: string }>(
      "SELECT username FROM users WHERE id = ANY($1::int[])",
      [users.map(({ id }) => id)],
    );
    // Each from an address of its own: no per-address budget holds them back. The administrator
    // signs in amid them.
    const wrongGuesses = rows.map(({ username }, index) =>
      signIn(`203.0.113.${index + 1}`, username, "a-wrong-guess"),
    );
    const administrator = signIn("198.51.100.9");
    const flood = await Promise.all(wrongGuesses);

    const counts = countStatuses(flood);
    expect(Object.keys(counts).sort()).toEqual(["400", "503"]);
    // Two hashes run, the line holds MAX_WAITING_HASHES: the rest were not queued.
    expect(counts[503]).toBeGreaterThanOrEqual(60 - 2 * (MAX_WAITING_HASHES + 2));
    const judged = flood.filter(({ status }) => status === 400);
    const refused = flood.filter(({ status }) => status === 503);
    for (const response of judged) {
      expect(response.body).toEqual({
        non_field_errors: ["Unable to log in with provided credentials."],
      });
    }
    for (const response of refused) {
      expect(response.body.detail).toMatch(
        /^Too many passwords are being checked at the moment\. Expected available in \d+ seconds?\.$/,
      );
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Refused without waiting in the line: before the judged ones waiting in it.
    expect(median(refused.map(({ ms }) => ms))).toBeLessThan(median(judged.map(({ ms }) => ms)));

    // Refused, the administrator is told when to come back, and is let in then.
    const first = await administrator;
    expect([200, 503]).toContain(first.status);
    if (first.status === 503) {
      await pause(Number(first.headers.get("retry-after")) * 1000);
      expect((await signIn("198.51.100.9")).status).toBe(200);
    }
  }, 120_000);
});
