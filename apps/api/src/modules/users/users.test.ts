import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountViaApi, insertUserWithToken, seededDemo } from "../../testing/fixtures";
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

  it("refuses a taken username whatever its case, a short password and no account", async () => {
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
