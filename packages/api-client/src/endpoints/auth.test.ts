import { describe, expect, it } from "vitest";
import { ApiError } from "../client/api-error";
import { userJson } from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import {
  confirmPasswordReset,
  getCurrentUser,
  getPasswordResetInfo,
  getPermissions,
  login,
  logout,
  requestPasswordReset,
  updateCurrentUser,
} from "./auth";

const context = setUpTestContext();

describe("auth endpoints", () => {
  it("logs in with POST /api/auth/login/ and answers token, email and user_id", async () => {
    const answer = { token: "abc", email: "ada@example.org", user_id: 3 };
    context.server.respond("POST", "/api/auth/login/", { json: answer });
    const signedOut = context.clientWith({});
    await expect(login(signedOut, { username: "ada", password: "pw" })).resolves.toEqual(answer);
    expect(context.server.onlyRequest()).toMatchObject({
      method: "POST",
      path: "/api/auth/login/",
      body: { username: "ada", password: "pw" },
    });
    expect(context.server.onlyRequest().headers.authorization).toBeUndefined();
  });

  it("rejects a refused login with the server's message and never logs the password", async () => {
    context.server.respond("POST", "/api/auth/login/", {
      status: 400,
      json: { non_field_errors: ["Unable to log in with provided credentials."] },
    });
    const error = await login(context.client, { username: "ada", password: "hunter22" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors.non_field_errors).toEqual([
      "Unable to log in with provided credentials.",
    ]);
    expect(context.logger.text()).not.toContain("hunter22");
  });

  it("logs out with an empty POST /api/auth/logout/", async () => {
    context.server.respond("POST", "/api/auth/logout/", { status: 204 });
    await logout(context.client);
    expect(context.server.onlyRequest()).toMatchObject({
      method: "POST",
      path: "/api/auth/logout/",
      body: undefined,
    });
  });

  it("reads the permission strings from GET /api/auth/permissions/", async () => {
    context.server.respond("GET", "/api/auth/permissions/", {
      json: ["accounts.view_user", "bots.view_bot"],
    });
    await expect(getPermissions(context.client)).resolves.toEqual([
      "accounts.view_user",
      "bots.view_bot",
    ]);
    expect(context.server.onlyRequest().method).toBe("GET");
  });

  it("rejects a permissions answer of the wrong shape", async () => {
    context.server.respond("GET", "/api/auth/permissions/", { json: { "bots.view_bot": true } });
    await expect(getPermissions(context.client)).rejects.toMatchObject({ kind: "other" });
    expect(context.logger.entries[0]?.message).toMatch(/permission list/);
  });

  it("reads the signed-in user from GET /api/auth/me/", async () => {
    context.server.respond("GET", "/api/auth/me/", { json: userJson(3, "ada") });
    await expect(getCurrentUser(context.client)).resolves.toMatchObject({
      user_id: 3,
      username: "ada",
    });
  });

  it("fills in the default preferences a server answer leaves out", async () => {
    context.server.respond("GET", "/api/auth/me/", { json: userJson(3, "ada") });
    await expect(getCurrentUser(context.client)).resolves.toMatchObject({
      preferences: {
        display: { sidebar_collapsed: false },
        notifications: { ingestion_failed_email: true, weekly_disliked_answers_email: false },
      },
    });
  });

  it("changes the own profile with PATCH /api/auth/me/ and answers the user as changed", async () => {
    const changed = {
      ...userJson(3, "ada"),
      language: "en",
      preferences: {
        display: { sidebar_collapsed: true },
        notifications: { ingestion_failed_email: false, weekly_disliked_answers_email: true },
      },
    };
    context.server.respond("PATCH", "/api/auth/me/", { json: changed });
    const user = await updateCurrentUser(context.client, {
      language: "en",
      preferences: { display: { sidebar_collapsed: true } },
    });
    expect(user.language).toBe("en");
    expect(user.preferences.notifications.weekly_disliked_answers_email).toBe(true);
    expect(context.server.onlyRequest()).toMatchObject({
      method: "PATCH",
      path: "/api/auth/me/",
      body: { language: "en", preferences: { display: { sidebar_collapsed: true } } },
    });
  });

  it("rejects a refused profile change with the server's field errors, never logging passwords", async () => {
    context.server.respond("PATCH", "/api/auth/me/", {
      status: 400,
      json: { current_password: ["Your current password is not correct."] },
    });
    const error = await updateCurrentUser(context.client, {
      current_password: "old-secret-9",
      new_password: "new-secret-9",
    }).catch((caught: unknown) => caught);
    expect((error as ApiError).fieldErrors).toEqual({
      current_password: ["Your current password is not correct."],
    });
    expect(context.logger.text()).not.toContain("old-secret-9");
    expect(context.logger.text()).not.toContain("new-secret-9");
  });

  it("reads whether the server mails reset links with GET /api/auth/password-reset/, signed out", async () => {
    context.server.respond("GET", "/api/auth/password-reset/", { json: { sends_mail: false } });
    await expect(getPasswordResetInfo(context.clientWith({}))).resolves.toEqual({
      sends_mail: false,
    });
    expect(context.server.onlyRequest()).toMatchObject({
      method: "GET",
      path: "/api/auth/password-reset/",
    });
  });

  it("asks for a password reset with POST /api/auth/password-reset/ {email}", async () => {
    context.server.respond("POST", "/api/auth/password-reset/", { json: { detail: "Sent." } });
    await requestPasswordReset(context.client, { email: "ada@example.org" });
    expect(context.server.onlyRequest()).toMatchObject({
      method: "POST",
      body: { email: "ada@example.org" },
    });
  });

  it("confirms a reset with POST /api/auth/password-reset/confirm/ {token, password}", async () => {
    context.server.respond("POST", "/api/auth/password-reset/confirm/", { json: {} });
    await confirmPasswordReset(context.client, { token: "t0k", password: "a-long-password" });
    expect(context.server.onlyRequest()).toMatchObject({
      method: "POST",
      path: "/api/auth/password-reset/confirm/",
      body: { token: "t0k", password: "a-long-password" },
    });
  });
});
