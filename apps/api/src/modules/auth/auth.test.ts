import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config";
import { PERMISSIONS } from "../../constants";
import { createSignedInUser, seededDemo } from "../../testing/fixtures";
import { type SmtpCapture, startSmtpCapture } from "../../testing/smtp-capture";
import { RELAXED_LIMITS, startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

/** The subject of the mail that tells an old address it was replaced. */
const EMAIL_CHANGED_SUBJECT = "L'adresse e-mail de votre compte a été modifiée";
/** Wrong passwords for one user from one address, then from every address, in this file. */
const GUESS_LIMIT = 3;
const SPREAD_GUESS_LIMIT = 6;

describe("auth", () => {
  let api: TestApi;
  let adminToken: string;
  let accountId: number;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    api = await startTestApi({
      config: {
        mail: smtp.mailConfig,
        adminUrl: "https://admin.example.org",
        trustProxy: loadConfig({ TRUST_PROXY: "1" }).trustProxy,
        limits: {
          ...RELAXED_LIMITS,
          loginFailuresPerUserFromAddress: { limit: GUESS_LIMIT, windowSeconds: 600 },
          loginFailuresPerUser: { limit: SPREAD_GUESS_LIMIT, windowSeconds: 3600 },
        },
      },
    });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    accountId = (await seededDemo(api)).accountId;
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it("signs the seeded admin in and answers token, email and user_id", async () => {
    const response = await api.request("POST", "/api/auth/login/", {
      json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{40}$/),
      email: TEST_ADMIN.email,
      user_id: expect.any(Number),
    });
  });

  it("accepts the username whatever its case", async () => {
    const token = await api.login(TEST_ADMIN.username.toUpperCase(), TEST_ADMIN.password);
    expect((await api.request("GET", "/api/auth/me/", { token })).body.username).toBe("admin");
  });

  it("refuses wrong credentials with DRF's wording and requires both fields", async () => {
    const wrong = await api.request("POST", "/api/auth/login/", {
      json: { username: "nobody-here", password: "whatever-1" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      non_field_errors: ["Unable to log in with provided credentials."],
    });

    const empty = await api.request("POST", "/api/auth/login/", { json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      username: ["This field is required."],
      password: ["This field is required."],
    });

    // No user has a name that long: refused as such, not looked for.
    const long = await api.request("POST", "/api/auth/login/", {
      json: { username: "a1".repeat(5000), password: "whatever-1" },
    });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      username: ["Ensure this field has no more than 150 characters."],
    });
  });

  it("stores the password as a scrypt hash and the token only as its hash", async () => {
    const token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const user = await api.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE username = 'admin'",
    );
    expect(user.rows[0]?.password_hash).toMatch(/^scrypt\$/);
    expect(user.rows[0]?.password_hash).not.toContain(TEST_ADMIN.password);
    const tokens = await api.db.query<{ key_hash: string }>("SELECT key_hash FROM auth_tokens");
    expect(tokens.rows.map((row) => row.key_hash)).not.toContain(token);
  });

  it("answers 401 with WWW-Authenticate for a missing, unknown or malformed token", async () => {
    const none = await api.request("GET", "/api/auth/permissions/");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe("Token");
    expect(none.body).toEqual({ detail: "Authentication credentials were not provided." });

    const unknown = await api.request("GET", "/api/auth/permissions/", { token: "f".repeat(40) });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("www-authenticate")).toBe("Token");
    expect(unknown.body).toEqual({ detail: "Invalid token." });

    const bare = await api.request("GET", "/api/auth/permissions/", {
      headers: { Authorization: "Token" },
    });
    expect(bare.status).toBe(401);
    expect(bare.body.detail).toBe("Invalid token header. No credentials provided.");
  });

  it("logs out by revoking the token", async () => {
    const token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await api.request("GET", "/api/auth/me/", { token })).status).toBe(200);
    expect((await api.request("POST", "/api/auth/logout/", { token })).status).toBe(200);
    const after = await api.request("GET", "/api/auth/me/", { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: "Invalid token." });
  });

  it("refuses an expired token with 'Token has expired'", async () => {
    const token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    // Tokens live TOKEN_TTL; this one is made to have reached its end.
    await api.db.query(
      "UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE id = (SELECT max(id) FROM auth_tokens)",
    );
    const response = await api.request("GET", "/api/auth/me/", { token });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ detail: "Token has expired" });
  });

  it("gives a token the configured lifetime", async () => {
    await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const { rows } = await api.db.query<{ seconds: number }>(
      `SELECT EXTRACT(EPOCH FROM expires_at - created_at)::int AS seconds
       FROM auth_tokens ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]?.seconds).toBe(api.config.tokenTtlSeconds);
  });

  it("answers every permission, sorted, to staff and only their own to a user", async () => {
    const staff = await api.request("GET", "/api/auth/permissions/", { token: adminToken });
    expect(staff.status).toBe(200);
    expect(staff.body).toEqual([...PERMISSIONS].sort());

    const user = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      permissions: ["bots.view_bot", "accounts.view_user"],
    });
    const own = await api.request("GET", "/api/auth/permissions/", { token: user.token });
    expect(own.body).toEqual(["accounts.view_user", "bots.view_bot"]);
  });

  it("answers the signed-in user at /api/auth/me/", async () => {
    const response = await api.request("GET", "/api/auth/me/", { token: adminToken });
    expect(response.body).toMatchObject({
      username: "admin",
      email: TEST_ADMIN.email,
      is_staff: true,
      is_active: true,
      accounts: [accountId],
    });
  });

  it("answers default preferences to a user who never set any", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    const me = await api.request("GET", "/api/auth/me/", { token: user.token });
    expect(me.body.preferences).toEqual({
      display: { sidebar_collapsed: false },
      notifications: {
        ingestion_failed_email: true,
        weekly_disliked_answers_email: false,
        tests_regressed_email: true,
        sync_pages_removed_email: true,
      },
    });
  });

  it("lets a user without any permission change their own profile and language", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    const changed = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: {
        first_name: "Ada",
        last_name: "Lovelace",
        email: "ada@example.org",
        language: "en",
        current_password: user.password,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      username: user.username,
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.org",
      language: "en",
    });
    const me = await api.request("GET", "/api/auth/me/", { token: user.token });
    expect(me.body).toMatchObject({ first_name: "Ada", email: "ada@example.org", language: "en" });
    // The same user still may not change anyone through /api/users/.
    const other = await api.request("PATCH", `/api/users/${user.id}/`, {
      token: user.token,
      json: { first_name: "Grace" },
    });
    expect(other.status).toBe(403);
  });

  it("keeps the preferences not sent when some change", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: { preferences: { notifications: { weekly_disliked_answers_email: true } } },
    });
    const second = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: { preferences: { display: { sidebar_collapsed: true } } },
    });
    expect(second.status).toBe(200);
    const me = await api.request("GET", "/api/auth/me/", { token: user.token });
    expect(me.body.preferences).toEqual({
      display: { sidebar_collapsed: true },
      notifications: {
        ingestion_failed_email: true,
        weekly_disliked_answers_email: true,
        tests_regressed_email: true,
        sync_pages_removed_email: true,
      },
    });
  });

  it("refuses unknown fields and bad values by name, changing nothing", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    const unknown = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: { first_name: "Ada", is_staff: true, username: "root" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ non_field_errors: ["Unknown fields: is_staff, username."] });

    const nested = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: { preferences: { display: { font_size: 20 } } },
    });
    expect(nested.status).toBe(400);
    expect(nested.body).toEqual({ preferences: { display: ["Unknown field: font_size."] } });
    const section = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: { preferences: { sound: true } },
    });
    expect(section.body).toEqual({ preferences: ["Unknown field: sound."] });

    const invalid = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: {
        language: "de",
        preferences: { notifications: { ingestion_failed_email: "yes" } },
      },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      language: ['"de" is not a valid choice.'],
      preferences: { notifications: { ingestion_failed_email: ["Must be a valid boolean."] } },
    });
    const email = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: { first_name: "Ada", email: "not-an-address" },
    });
    expect(email.body).toEqual({ email: ["Enter a valid email address."] });
    const me = await api.request("GET", "/api/auth/me/", { token: user.token });
    expect(me.body).toMatchObject({ first_name: "", is_staff: false, language: "fr" });
  });

  it("changes the password only with the current one, signing out every other session of the user", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    const otherSession = await api.login(user.username, user.password);

    const missing = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: { new_password: "a-new-secret-1" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ current_password: ["This field is required."] });

    const wrong = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: { current_password: "not-it-at-all", new_password: "a-new-secret-1" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ current_password: ["Your current password is not correct."] });

    const short = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: { current_password: user.password, new_password: "short" },
    });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ new_password: ["Ensure this field has at least 8 characters."] });

    const changed = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: { current_password: user.password, new_password: "a-new-secret-1" },
    });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(changed.body)).not.toContain("a-new-secret-1");
    expect(JSON.stringify(changed.body)).not.toContain("password");

    const oldLogin = await api.request("POST", "/api/auth/login/", {
      json: { username: user.username, password: user.password },
    });
    expect(oldLogin.status).toBe(400);
    await api.login(user.username, "a-new-secret-1");
    // The session that made the change goes on; any other (a thief's, say) is over.
    expect((await api.request("GET", "/api/auth/me/", { token: user.token })).status).toBe(200);
    const other = await api.request("GET", "/api/auth/me/", { token: otherSession });
    expect(other.status).toBe(401);
    expect(other.body).toEqual({ detail: "Invalid token." });
  });

  it("voids the reset links still out when the password or the e-mail address changes", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    const mailedToken = async (email: string) => {
      const sent = smtp.mails.length;
      await api.request("POST", "/api/auth/password-reset/", { json: { email } });
      const mail = await smtp.waitFor(
        (candidate) => candidate.to.includes(email) && smtp.mails.indexOf(candidate) >= sent,
      );
      const link = /https:\/\/admin\.example\.org\/reset-password\?token=(\S+)/.exec(mail.text);
      return new URL(link?.[0] ?? "https://invalid").searchParams.get("token") ?? "";
    };
    const confirm = (token: string) =>
      api.request("POST", "/api/auth/password-reset/confirm/", {
        json: { token, password: "reset-by-link-1" },
      });

    const beforePasswordChange = await mailedToken(`${user.username}@example.com`);
    const changed = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: { current_password: user.password, new_password: "a-new-secret-2" },
    });
    expect(changed.status).toBe(200);
    expect(await confirm(beforePasswordChange)).toMatchObject({
      status: 400,
      body: { token: ["Invalid or expired token."] },
    });

    const beforeEmailChange = await mailedToken(`${user.username}@example.com`);
    const moved = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: { email: `${user.username}.new@example.com`, current_password: "a-new-secret-2" },
    });
    expect(moved.status).toBe(200);
    expect((await confirm(beforeEmailChange)).status).toBe(400);
    await api.login(user.username, "a-new-secret-2");
  });

  it("changes one's own e-mail address only with the current password, and tells the old address", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    const oldEmail = `${user.username}@example.com`;
    const thiefEmail = `${user.username}.thief@example.net`;
    const move = (json: object) =>
      api.request("PATCH", "/api/auth/me/", { token: user.token, json });

    // A stolen token alone cannot move the address that reset links are sent to.
    const missing = await move({ email: thiefEmail });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ current_password: ["This field is required."] });
    const wrong = await move({ email: thiefEmail, current_password: "not-it-at-all" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ current_password: ["Your current password is not correct."] });
    const unchanged = await api.request("GET", "/api/auth/me/", { token: user.token });
    expect(unchanged.body.email).toBe(oldEmail);
    // A form sends the address back as it was: that needs no password.
    const renamed = await move({ email: oldEmail, first_name: "Ada" });
    expect(renamed.status).toBe(200);

    const newEmail = `${user.username}.new@example.org`;
    const moved = await move({ email: newEmail, current_password: user.password });
    expect(moved.status).toBe(200);
    expect(moved.body.email).toBe(newEmail);
    const told = await smtp.waitFor(
      (mail) => mail.to.includes(oldEmail) && mail.subject === EMAIL_CHANGED_SUBJECT,
    );
    expect(told.to).toEqual([oldEmail]);
    expect(told.text).toContain(`Bonjour ${user.username},`);
    expect(told.text).toContain(`remplacée par ${newEmail}`);
    expect(told.text).toContain("Si ce n'est pas vous");
    expect(told.text).toContain("https://admin.example.org/settings/account");
    expect(told.html).toContain(newEmail);
    expect(told.text).not.toContain(user.password);
    // The session that made the change goes on, and the password is the same.
    await api.login(user.username, user.password);
  });

  it("tells a user's old address when an administrator changes it", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    const oldEmail = `${user.username}@example.com`;
    const newEmail = `${user.username}.moved@example.org`;
    const changed = await api.request("PATCH", `/api/users/${user.id}/`, {
      token: adminToken,
      json: { email: newEmail },
    });
    expect(changed.status).toBe(200);
    const told = await smtp.waitFor(
      (mail) => mail.to.includes(oldEmail) && mail.subject === EMAIL_CHANGED_SUBJECT,
    );
    expect(told.text).toContain(`remplacée par ${newEmail}`);
  });

  it("counts wrong current passwords as failed logins, refusing further guesses", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    for (let attempt = 0; attempt < GUESS_LIMIT; attempt += 1) {
      const wrong = await api.request("PATCH", "/api/auth/me/", {
        token: user.token,
        json: { current_password: `guess-${attempt}-wrong`, new_password: "a-new-secret-1" },
      });
      expect(wrong.status).toBe(400);
    }
    const refused = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: { current_password: user.password, new_password: "a-new-secret-1" },
    });
    expect(refused.status).toBe(429);
    const login = await api.request("POST", "/api/auth/login/", {
      json: { username: user.username, password: user.password },
    });
    expect(login.status).toBe(429);
    // Other changes of one's own profile are not held back.
    const renamed = await api.request("PATCH", "/api/auth/me/", {
      token: user.token,
      json: { first_name: "Ada" },
    });
    expect(renamed.status).toBe(200);
  });

  it("refuses to change a profile without a session", async () => {
    const response = await api.request("PATCH", "/api/auth/me/", { json: { first_name: "Eve" } });
    expect(response.status).toBe(401);
    expect(response.body.detail).toBe("Authentication credentials were not provided.");
  });

  it("refuses a deactivated user's token and login", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    await api.db.query("UPDATE users SET is_active = false WHERE id = $1", [user.id]);
    const me = await api.request("GET", "/api/auth/me/", { token: user.token });
    expect(me.status).toBe(401);
    expect(me.body.detail).toBe("User inactive or deleted.");
    const login = await api.request("POST", "/api/auth/login/", {
      json: { username: user.username, password: user.password },
    });
    expect(login.status).toBe(400);
  });

  it("refuses further logins for a username after repeated failures, even the right password", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    for (let attempt = 0; attempt < GUESS_LIMIT; attempt += 1) {
      const failed = await api.request("POST", "/api/auth/login/", {
        json: { username: user.username, password: "not-the-password" },
      });
      expect(failed.status).toBe(400);
    }
    const refused = await api.request("POST", "/api/auth/login/", {
      json: { username: user.username, password: user.password },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds?\.$/,
    );
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another user is not affected.
    expect(
      (
        await api.request("POST", "/api/auth/login/", {
          json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
        })
      ).status,
    ).toBe(200);
  });

  const loginFrom = (address: string, username: string, password: string) =>
    api.request("POST", "/api/auth/login/", {
      json: { username, password },
      headers: { "X-Forwarded-For": address },
    });

  it("refuses only the address that guessed: the user still signs in from another", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    for (let guess = 0; guess < GUESS_LIMIT; guess += 1) {
      const wrong = await loginFrom("198.51.100.1", user.username, `wrong-guess-${guess}`);
      expect(wrong.status).toBe(400);
    }
    expect((await loginFrom("198.51.100.1", user.username, user.password)).status).toBe(429);
    expect((await loginFrom("198.51.100.2", user.username, user.password)).status).toBe(200);
    // Signing in from elsewhere gives the guesser nothing back.
    expect((await loginFrom("198.51.100.1", user.username, user.password)).status).toBe(429);
  });

  it("bounds guesses spread over many addresses: past the user's budget, no address signs in", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    const perAddress = GUESS_LIMIT - 1;
    for (let guess = 0; guess < SPREAD_GUESS_LIMIT; guess += 1) {
      const address = `203.0.113.${1 + Math.floor(guess / perAddress)}`;
      const wrong = await loginFrom(address, user.username, `wrong-guess-${guess}`);
      expect(wrong.status, `guess ${guess} from ${address}`).toBe(400);
    }
    const refused = await loginFrom("203.0.113.200", user.username, user.password);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Request was throttled\. Expected available in /);
  });

  it("resets a password with the mailed one-time token, signing the user out everywhere", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    const unknown = await api.request("POST", "/api/auth/password-reset/", {
      json: { email: "nobody@example.com" },
    });
    const known = await api.request("POST", "/api/auth/password-reset/", {
      json: { email: `${user.username}@example.com` },
    });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mail = await smtp.waitFor((sent) => sent.to.includes(`${user.username}@example.com`));
    const link = /https:\/\/admin\.example\.org\/reset-password\?token=(\S+)/.exec(mail.text);
    const token = new URL(link?.[0] ?? "https://invalid").searchParams.get("token") ?? "";
    expect(token).not.toBe("");
    expect(smtp.mails.filter((sent) => sent.to.includes("nobody@example.com"))).toEqual([]);

    const confirm = (token: string) =>
      api.request("POST", "/api/auth/password-reset/confirm/", {
        json: { token, password: "a-brand-new-password" },
      });
    expect((await confirm(token)).status).toBe(200);
    expect((await api.request("GET", "/api/auth/me/", { token: user.token })).status).toBe(401);
    await api.login(user.username, "a-brand-new-password");
    const reused = await confirm(token);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ token: ["Invalid or expired token."] });
  });

  it("a password reset voids the user's other reset links and every token", async () => {
    const user = await createSignedInUser(api, adminToken, { accounts: [accountId] });
    const otherSession = await api.login(user.username, user.password);
    const email = `${user.username}@example.com`;
    for (let request = 0; request < 2; request += 1) {
      await api.request("POST", "/api/auth/password-reset/", { json: { email } });
    }
    const mails = await vi.waitFor(() => {
      const sent = smtp.mails.filter((mail) => mail.to.includes(email));
      expect(sent).toHaveLength(2);
      return sent;
    });
    const [first, second] = mails.map((mail) => {
      const link = /https:\/\/admin\.example\.org\/reset-password\?token=(\S+)/.exec(mail.text);
      return new URL(link?.[0] ?? "https://invalid").searchParams.get("token") ?? "";
    });
    const confirm = (token: string | undefined, password: string) =>
      api.request("POST", "/api/auth/password-reset/confirm/", {
        json: { token, password },
      });
    expect((await confirm(first, "reset-once-1")).status).toBe(200);
    const stale = await confirm(second, "reset-twice-2");
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ token: ["Invalid or expired token."] });
    for (const token of [user.token, otherSession]) {
      expect((await api.request("GET", "/api/auth/me/", { token })).status).toBe(401);
    }
    await api.login(user.username, "reset-once-1");
  });
});
