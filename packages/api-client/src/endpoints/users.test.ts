import { describe, expect, it } from "vitest";
import { ApiError } from "../client/api-error";
import { paged, userJson } from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import { createUser, deleteUser, getUser, listUsers, updateUser } from "./users";

const context = setUpTestContext();

const newUser = {
  username: "ada",
  password: "correct-horse-battery",
  accounts: [1],
};

describe("user endpoints", () => {
  it("lists users from GET /api/users/?format=json with filters", async () => {
    context.server.respond("GET", "/api/users/", { json: paged([userJson(1), userJson(2)]) });
    const page = await listUsers(context.client, {
      search: "ada",
      is_active: true,
      ordering: "-username",
    });
    expect(context.server.onlyRequest().query).toEqual({
      format: "json",
      search: "ada",
      is_active: "true",
      ordering: "-username",
    });
    expect(page.results.map((user) => user.user_id)).toEqual([1, 2]);
  });

  it("reads one user by user_id from GET /api/users/{id}/", async () => {
    context.server.respond("GET", "/api/users/3/", { json: userJson(3) });
    await expect(getUser(context.client, 3)).resolves.toMatchObject({ user_id: 3 });
  });

  it("creates with POST /api/users/ and the user payload", async () => {
    context.server.respond("POST", "/api/users/", { status: 201, json: userJson(9, "ada") });
    await expect(createUser(context.client, newUser)).resolves.toMatchObject({ user_id: 9 });
    expect(context.server.onlyRequest()).toMatchObject({ method: "POST", body: newUser });
  });

  it("updates with PATCH /api/users/{id}/", async () => {
    context.server.respond("PATCH", "/api/users/9/", { json: userJson(9) });
    await updateUser(context.client, 9, { first_name: "Grace" });
    expect(context.server.onlyRequest()).toMatchObject({
      method: "PATCH",
      body: { first_name: "Grace" },
    });
  });

  it("deletes with DELETE /api/users/{id}/", async () => {
    context.server.respond("DELETE", "/api/users/9/", { status: 204 });
    await deleteUser(context.client, 9);
    expect(context.server.onlyRequest()).toMatchObject({ method: "DELETE", path: "/api/users/9/" });
  });
});

describe("user creation failure", () => {
  it("logs the server's password and account errors by name, then rethrows", async () => {
    context.server.respond("POST", "/api/users/", {
      status: 400,
      json: {
        password: ["This password is too common."],
        accounts: ["This list may not be empty."],
        username: ["A user with that username already exists."],
      },
    });
    const error = await createUser(context.client, newUser).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors.username).toEqual([
      "A user with that username already exists.",
    ]);
    const messages = context.logger.entries.map((entry) => entry.message);
    expect(messages).toContain("User creation failed: password refused");
    expect(messages).toContain("User creation failed: accounts refused");
    expect(context.logger.text()).toContain("This password is too common.");
    expect(context.logger.text()).not.toContain(newUser.password);
  });

  it("calls out only the fields the server refused", async () => {
    context.server.respond("POST", "/api/users/", {
      status: 400,
      json: { username: ["A user with that username already exists."] },
    });
    await createUser(context.client, newUser).catch(() => undefined);
    const messages = context.logger.entries.map((entry) => entry.message);
    expect(messages).not.toContain("User creation failed: password refused");
    expect(messages).toContain("User creation failed: the server refused the user");
  });
});
