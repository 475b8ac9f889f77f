import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAccountViaApi,
  createSignedInUser,
  insertUserWithToken,
  seededDemo,
} from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

describe("users", () => {
  let api: TestApi;
  let adminToken: string;
  let accountId: number;
  let otherAccountId: number;

  const create = (token: string, json: Record<string, unknown>) =>
    api.request("POST", "/api/users/", { token, json });

  beforeAll(async () => {
    api = await startTestApi();
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    accountId = (await seededDemo(api)).accountId;
    otherAccountId = await createAccountViaApi(api, adminToken, "Autre");
  });
  afterAll(async () => {
    await api?.close();
  });

  it("creates a user who can then sign in, answered with the user fields and no password", async () => {
    const response = await create(adminToken, {
      username: "camille",
      password: "camille-password",
      email: "camille@example.com",
      first_name: "Camille",
      last_name: "Durand",
      accounts: [accountId],
      permissions: ["bots.view_bot"],
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      user_id: expect.any(Number),
      username: "camille",
      email: "camille@example.com",
      first_name: "Camille",
      last_name: "Durand",
      is_staff: false,
      is_active: true,
      language: "fr",
      accounts: [accountId],
      permissions: ["bots.view_bot"],
    });
    expect(JSON.stringify(response.body)).not.toContain("password");
    await api.login("camille", "camille-password");
  });

  it("refuses a taken username whatever its case, a short or huge password and no account", async () => {
    const taken = await create(adminToken, {
      username: "ADMIN",
      password: "long-enough-1",
      accounts: [accountId],
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ username: ["A user with that username already exists."] });

    const weak = await create(adminToken, { username: "weak", password: "short", accounts: [] });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({
      password: ["Ensure this field has at least 8 characters."],
      accounts: ["This list may not be empty."],
    });

    // The same bounds as a password chosen after a reset or in one's own settings.
    const huge = await create(adminToken, {
      username: "huge",
      password: "x".repeat(129),
      accounts: [accountId],
    });
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({ password: ["Ensure this field has no more than 128 characters."] });

    const badPermission = await create(adminToken, {
      username: "perm",
      password: "long-enough-1",
      accounts: [accountId],
      permissions: ["bots.view_bot", "bots.fly"],
    });
    expect(badPermission.status).toBe(400);
    expect(badPermission.body).toEqual({
      permissions: { "1": ['"bots.fly" is not a valid choice.'] },
    });
  });

  it("pages, searches, filters and orders the list", async () => {
    for (const name of ["zelda", "yann", "xavier"]) {
      await create(adminToken, {
        username: `page-${name}`,
        password: "long-enough-1",
        accounts: [accountId],
        is_active: name !== "yann",
      });
    }
    const first = await api.request(
      "GET",
      "/api/users/?format=json&search=page-&page_size=2&ordering=-username",
      {
        token: adminToken,
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(3);
    expect(first.body.results.map((user: { username: string }) => user.username)).toEqual([
      "page-zelda",
      "page-yann",
    ]);
    expect(first.body.previous).toBeNull();
    const next = new URL(first.body.next);
    expect(next.searchParams.get("page")).toBe("2");
    const second = await api.request("GET", `${next.pathname}${next.search}`, {
      token: adminToken,
    });
    expect(second.body.results.map((user: { username: string }) => user.username)).toEqual([
      "page-xavier",
    ]);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).not.toBeNull();

    const inactive = await api.request("GET", "/api/users/?search=page-&is_active=false", {
      token: adminToken,
    });
    expect(inactive.body.results.map((user: { username: string }) => user.username)).toEqual([
      "page-yann",
    ]);

    const beyond = await api.request("GET", "/api/users/?page=9", { token: adminToken });
    expect(beyond.status).toBe(404);
    expect(beyond.body).toEqual({ detail: "Invalid page." });
  });

  it("shows a member only the users of their accounts", async () => {
    const outsider = await create(adminToken, {
      username: "outsider",
      password: "long-enough-1",
      accounts: [otherAccountId],
    });
    const member = await insertUserWithToken(api, {
      accounts: [accountId],
      permissions: ["accounts.view_user"],
    });
    const list = await api.request("GET", "/api/users/?page_size=1000", { token: member.token });
    const ids = list.body.results.map((user: { user_id: number }) => user.user_id);
    expect(ids).toContain(member.id);
    expect(ids).not.toContain(outsider.body.user_id);
    expect(
      (await api.request("GET", `/api/users/${outsider.body.user_id}/`, { token: member.token }))
        .status,
    ).toBe(404);
  });

  it("lets a member hand out only permissions and accounts they hold, and never staff", async () => {
    const manager = await insertUserWithToken(api, {
      accounts: [accountId],
      permissions: ["accounts.add_user", "accounts.change_user", "bots.view_bot"],
    });
    const granted = await create(manager.token, {
      username: "granted",
      password: "long-enough-1",
      accounts: [accountId],
      permissions: ["bots.view_bot"],
    });
    expect(granted.status).toBe(201);

    const tooMuch = await create(manager.token, {
      username: "too-much",
      password: "long-enough-1",
      accounts: [accountId],
      permissions: ["bots.delete_bot"],
    });
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.body).toEqual({ detail: "You do not have permission to perform this action." });

    const staff = await create(manager.token, {
      username: "wannabe",
      password: "long-enough-1",
      accounts: [accountId],
      is_staff: true,
    });
    expect(staff.status).toBe(403);

    const foreign = await create(manager.token, {
      username: "foreign",
      password: "long-enough-1",
      accounts: [otherAccountId],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      accounts: [`Invalid pk "${otherAccountId}" - object does not exist.`],
    });

    const selfPromotion = await api.request("PATCH", `/api/users/${manager.id}/`, {
      token: manager.token,
      json: {
        permissions: ["accounts.add_user", "accounts.change_user", "bots.view_bot", "bots.add_bot"],
      },
    });
    expect(selfPromotion.status).toBe(403);
    const { rows } = await api.db.query(
      "SELECT count(*)::int AS count FROM users WHERE username IN ('too-much', 'wannabe', 'foreign')",
    );
    expect(rows[0]).toEqual({ count: 0 });
  });

  it("changes a user, and a new password signs them out elsewhere", async () => {
    const created = await create(adminToken, {
      username: "changing",
      password: "first-password",
      accounts: [accountId],
    });
    const userToken = await api.login("changing", "first-password");
    const patched = await api.request("PATCH", `/api/users/${created.body.user_id}/`, {
      token: adminToken,
      json: {
        first_name: "Nouveau",
        password: "second-password",
        accounts: [accountId, otherAccountId],
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      first_name: "Nouveau",
      accounts: [accountId, otherAccountId],
    });
    expect((await api.request("GET", "/api/auth/me/", { token: userToken })).status).toBe(401);
    await api.login("changing", "second-password");
  });

  it("refuses one's own new password without the current one: a stolen session cannot lock its owner out", async () => {
    const member = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      permissions: ["accounts.view_user", "accounts.change_user"],
    });
    const own = await api.request("PATCH", `/api/users/${member.id}/`, {
      token: member.token,
      json: { first_name: "Moi", password: "taken-over-1" },
    });
    expect(own.status).toBe(400);
    expect(own.body.password).toEqual([
      "Change your own password from your profile, which asks for the current one (PATCH /api/auth/me/).",
    ]);
    await api.login(member.username, member.password);
    const profile = await api.request("PATCH", `/api/users/${member.id}/`, {
      token: member.token,
      json: { first_name: "Moi" },
    });
    expect(profile.status).toBe(200);
  });

  it("refuses one's own new e-mail address without the current password, staff included", async () => {
    const member = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      permissions: ["accounts.view_user", "accounts.change_user"],
    });
    const adminId = (await api.request("GET", "/api/auth/me/", { token: adminToken })).body.user_id;
    for (const [token, id] of [
      [member.token, member.id],
      [adminToken, adminId],
    ] as const) {
      const own = await api.request("PATCH", `/api/users/${id}/`, {
        token,
        json: { first_name: "Moi", email: "taken-over@example.net" },
      });
      expect(own.status).toBe(400);
      expect(own.body).toEqual({
        email: [
          "Change your own e-mail address from your profile, which asks for your current password (PATCH /api/auth/me/).",
        ],
      });
    }
    const me = await api.request("GET", "/api/auth/me/", { token: member.token });
    expect(me.body).toMatchObject({ email: `${member.username}@example.com`, first_name: "" });
    // A form sends the address back as it was: the rest of the change goes through.
    const profile = await api.request("PATCH", `/api/users/${member.id}/`, {
      token: member.token,
      json: { first_name: "Moi", email: `${member.username}@example.com` },
    });
    expect(profile.status).toBe(200);
    expect(profile.body.first_name).toBe("Moi");
  });

  it("deletes a user but not oneself", async () => {
    const created = await create(adminToken, {
      username: "leaving",
      password: "long-enough-1",
      accounts: [accountId],
    });
    const gone = await api.request("DELETE", `/api/users/${created.body.user_id}/`, {
      token: adminToken,
    });
    expect(gone.status).toBe(204);
    expect(
      (await api.request("GET", `/api/users/${created.body.user_id}/`, { token: adminToken }))
        .status,
    ).toBe(404);

    const me = (await api.request("GET", "/api/auth/me/", { token: adminToken })).body;
    const self = await api.request("DELETE", `/api/users/${me.user_id}/`, { token: adminToken });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ detail: "You cannot delete your own account." });
  });
});

describe("users shared by several accounts", () => {
  let api: TestApi;
  let adminToken: string;
  let accountA: number;
  let accountB: number;
  let botOfB: number;
  /** A member of A who manages A's users and holds every permission the shared users hold. */
  let manager: { id: number; token: string };

  const SHARED =
    "This user also belongs to accounts you do not manage: you may only change which of your accounts they belong to.";
  const MORE_RIGHTS =
    "This user holds permissions you do not have: you may only change which of your accounts they belong to.";

  const patch = (token: string, id: number, json: Record<string, unknown>) =>
    api.request("PATCH", `/api/users/${id}/`, { token, json });
  const asAdmin = async (id: number) =>
    (await api.request("GET", `/api/users/${id}/`, { token: adminToken })).body;

  beforeAll(async () => {
    api = await startTestApi();
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    accountA = await createAccountViaApi(api, adminToken, "Compte A");
    accountB = await createAccountViaApi(api, adminToken, "Compte B");
    const bot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: accountB, name: "Assistant de B" },
    });
    botOfB = bot.body.id;
    manager = await insertUserWithToken(api, {
      accounts: [accountA],
      permissions: [
        "accounts.view_user",
        "accounts.change_user",
        "accounts.delete_user",
        "bots.view_bot",
        "bots.change_bot",
      ],
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("refuses a member of one account the password, e-mail, profile and rights of a user who also belongs to another", async () => {
    const shared = await createSignedInUser(api, adminToken, {
      accounts: [accountA, accountB],
      permissions: ["bots.view_bot", "bots.change_bot"],
    });
    const before = await asAdmin(shared.id);

    for (const json of [
      { password: "taken-over-password" },
      { email: "attacker@example.com" },
      { username: "renamed-shared" },
      { first_name: "Mallory" },
      { is_active: false },
      { permissions: ["bots.view_bot", "bots.change_bot", "accounts.view_user"] },
      { permissions: ["bots.view_bot"] },
    ]) {
      const refused = await patch(manager.token, shared.id, json);
      expect(refused.status, JSON.stringify(json)).toBe(403);
      expect(refused.body).toEqual({ detail: SHARED });
    }
    expect(await asAdmin(shared.id)).toEqual(before);

    // The takeover is not possible: the password is still the user's own, their session lives.
    const stolen = await api.request("POST", "/api/auth/login/", {
      json: { username: shared.username, password: "taken-over-password" },
    });
    expect(stolen.status).toBe(400);
    await api.login(shared.username, shared.password);
    const ownBot = await api.request("GET", `/api/bots/${botOfB}/`, { token: shared.token });
    expect(ownBot.status).toBe(200);
  });

  it("lets a member send a shared user's fields back unchanged and move them within their own accounts", async () => {
    const shared = await createSignedInUser(api, adminToken, {
      accounts: [accountA, accountB],
      permissions: ["bots.view_bot"],
    });
    const current = await asAdmin(shared.id);
    // What the back-office's form sends: every field as shown, accounts of B included.
    const echoed = await patch(manager.token, shared.id, {
      username: current.username,
      email: current.email,
      first_name: current.first_name,
      last_name: current.last_name,
      is_staff: false,
      is_active: true,
      accounts: [accountA, accountB],
      permissions: ["bots.view_bot"],
    });
    expect(echoed.status).toBe(200);
    expect(echoed.body).toEqual(current);

    // Leaving A: only A's membership goes, whatever is listed for B.
    const left = await patch(manager.token, shared.id, { accounts: [accountB] });
    expect(left.status).toBe(200);
    expect(left.body.accounts).toEqual([accountB]);
    const gone = await api.request("GET", `/api/users/${shared.id}/`, { token: manager.token });
    expect(gone.status).toBe(404);
    await api.login(shared.username, shared.password);
  });

  it("deleting a shared user from one account only removes them from it", async () => {
    const shared = await createSignedInUser(api, adminToken, {
      accounts: [accountA, accountB],
      permissions: ["bots.view_bot", "bots.change_bot"],
    });
    const removed = await api.request("DELETE", `/api/users/${shared.id}/`, {
      token: manager.token,
    });
    expect(removed.status).toBe(204);
    expect(
      (await api.request("GET", `/api/users/${shared.id}/`, { token: manager.token })).status,
    ).toBe(404);

    const kept = await api.request("GET", `/api/users/${shared.id}/`, { token: adminToken });
    expect(kept.status).toBe(200);
    expect(kept.body.accounts).toEqual([accountB]);
    // Still signed in, still working in B.
    const renamed = await api.request("PATCH", `/api/bots/${botOfB}/`, {
      token: shared.token,
      json: { name: "Assistant de B, renommé" },
    });
    expect(renamed.status).toBe(200);
    await api.login(shared.username, shared.password);
  });

  it("refuses a member to take over or delete a user of their account who holds more rights", async () => {
    const stronger = await createSignedInUser(api, adminToken, {
      accounts: [accountA],
      permissions: ["bots.view_bot", "bots.delete_bot"],
    });
    const password = await patch(manager.token, stronger.id, { password: "taken-over-password" });
    expect(password.status).toBe(403);
    expect(password.body).toEqual({ detail: MORE_RIGHTS });
    const email = await patch(manager.token, stronger.id, { email: "attacker@example.com" });
    expect(email.status).toBe(403);
    const deleted = await api.request("DELETE", `/api/users/${stronger.id}/`, {
      token: manager.token,
    });
    expect(deleted.status).toBe(403);
    expect(deleted.body).toEqual({ detail: MORE_RIGHTS });
    // Their grants as shown, sent back unchanged, change nothing and are accepted.
    const echoed = await patch(manager.token, stronger.id, {
      permissions: ["bots.view_bot", "bots.delete_bot"],
      accounts: [accountA],
    });
    expect(echoed.status).toBe(200);
    await api.login(stronger.username, stronger.password);
  });

  it("lets a member who answers for every account of a user change and delete them", async () => {
    const own = await createSignedInUser(api, adminToken, {
      accounts: [accountA],
      permissions: ["bots.view_bot"],
    });
    const changed = await patch(manager.token, own.id, {
      password: "a-password-set-by-a",
      email: "renamed@example.com",
      permissions: ["bots.view_bot", "bots.change_bot"],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      email: "renamed@example.com",
      permissions: ["bots.change_bot", "bots.view_bot"],
    });
    await api.login(own.username, "a-password-set-by-a");
    const deleted = await api.request("DELETE", `/api/users/${own.id}/`, {
      token: manager.token,
    });
    expect(deleted.status).toBe(204);
    expect((await api.request("GET", `/api/users/${own.id}/`, { token: adminToken })).status).toBe(
      404,
    );

    // Staff answer for every account.
    const shared = await createSignedInUser(api, adminToken, { accounts: [accountA, accountB] });
    const byStaff = await patch(adminToken, shared.id, { password: "a-password-set-by-staff" });
    expect(byStaff.status).toBe(200);
    await api.login(shared.username, "a-password-set-by-staff");
  });
});
