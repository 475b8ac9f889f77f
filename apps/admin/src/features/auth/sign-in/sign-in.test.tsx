import {
  ACCESS_TOKEN_COOKIE,
  accessTokenAtom,
  USER_PERMISSIONS_STORAGE_KEY,
  userAtom,
} from "@org/auth";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { renderAdmin } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const api = scriptedApiForEachTest();

beforeEach(() => {
  api.on("POST", "/api/auth/login/", ({ body }) => {
    const { username, password } = body as { username: string; password: string };
    return username === "camille" && password === "s3cret-pass"
      ? { json: { token: "token-xyz", email: "camille@example.org", user_id: 7 } }
      : { status: 400, json: { detail: "Unable to log in with provided credentials." } };
  });
  api.on("GET", "/api/auth/permissions/", ({ headers }) =>
    headers.authorization === "Token token-xyz"
      ? { json: ["bots.view_bot", "accounts.view_user"] }
      : { status: 401, json: { detail: "Invalid token." } },
  );
  api.on("GET", "/api/accounts/", { json: paged([]) });
  api.on("GET", "/api/bots/", { json: paged([]) });
});

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(await screen.findByLabelText("Username"), username);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
  return user;
}

describe("the sign-in screen", () => {
  it("has the fields, the password toggle and the links", async () => {
    renderAdmin("/sign-in", { apiUrl: api.url });
    const password = (await screen.findByLabelText("Password")) as HTMLInputElement;
    expect(password.type).toBe("password");
    await userEvent.setup().click(screen.getByRole("button", { name: "Show password" }));
    expect(password.type).toBe("text");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe(
      "/terms",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy",
    );
  });

  it("asks for both fields before calling the server", async () => {
    renderAdmin("/sign-in", { apiUrl: api.url });
    await screen.findByLabelText("Username");
    await fillAndSubmit("", "");
    expect(await screen.findByText("Please enter your username")).toBeTruthy();
    expect(screen.getByText("Please enter your password")).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it("says 'Erreur de connexion' when the server refuses the credentials", async () => {
    const app = renderAdmin("/sign-in", { apiUrl: api.url });
    await fillAndSubmit("camille", "wrong");
    expect(await screen.findByText("Erreur de connexion")).toBeTruthy();
    expect(screen.getByText("Vérifiez vos identifiants et réessayez")).toBeTruthy();
    expect(app.router.state.location.pathname).toBe("/sign-in");
    expect(app.store.get(accessTokenAtom)).toBeNull();
  });

  it("says sign-in is paused, and for how long, once the server stops judging attempts", async () => {
    api.on("POST", "/api/auth/login/", {
      status: 429,
      json: { detail: "Request was throttled. Expected available in 840 seconds." },
      headers: { "Retry-After": "840" },
    });
    const app = renderAdmin("/sign-in", { apiUrl: api.url });
    await fillAndSubmit("camille", "s3cret-pass");
    expect(await screen.findByText("Connexion suspendue")).toBeTruthy();
    expect(
      screen.getByText("Trop de tentatives de connexion. Réessayez dans 14 minutes."),
    ).toBeTruthy();
    expect(screen.queryByText("Vérifiez vos identifiants et réessayez")).toBeNull();
    expect(app.store.get(accessTokenAtom)).toBeNull();
  });

  it("says the server is too busy to check the password now, and when to try again", async () => {
    api.on("POST", "/api/auth/login/", {
      status: 503,
      json: {
        detail:
          "Too many passwords are being checked at the moment. Expected available in 5 seconds.",
      },
      headers: { "Retry-After": "5" },
    });
    const app = renderAdmin("/sign-in", { apiUrl: api.url });
    await fillAndSubmit("camille", "s3cret-pass");
    expect(await screen.findByText("Serveur très sollicité")).toBeTruthy();
    expect(
      screen.getByText("Trop de connexions en même temps. Réessayez dans 5 secondes."),
    ).toBeTruthy();
    expect(screen.queryByText("Vérifiez vos identifiants et réessayez")).toBeNull();
    expect(app.store.get(accessTokenAtom)).toBeNull();
  });

  it("signs in, welcomes the user and returns to the page asked for", async () => {
    const app = renderAdmin("/sign-in?redirect=%2Fbots", { apiUrl: api.url });
    await fillAndSubmit("camille", "s3cret-pass");
    expect(await screen.findByText("Connexion réussie")).toBeTruthy();
    expect(screen.getByText("Bienvenue, camille !")).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/bots"));
    expect(await screen.findByRole("heading", { name: "Assistant IA" })).toBeTruthy();
    expect(document.cookie).toContain(`${ACCESS_TOKEN_COOKIE}=token-xyz`);
    expect(app.store.get(userAtom)?.username).toBe("camille");
    expect(JSON.parse(localStorage.getItem(USER_PERMISSIONS_STORAGE_KEY) ?? "null")).toEqual([
      "accounts.view_user",
      "bots.view_bot",
    ]);
  });

  it("never leaves the site after signing in, whatever the redirect says", async () => {
    const app = renderAdmin("/sign-in?redirect=https%3A%2F%2Fevil.example%2F", { apiUrl: api.url });
    await fillAndSubmit("camille", "s3cret-pass");
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/"));
  });
});

describe("signing out", () => {
  it("revokes the token on the server, forgets the session and goes to sign in", async () => {
    api.on("POST", "/api/auth/logout/", { status: 204 });
    const app = renderAdmin("/sign-out", { apiUrl: api.url, permissions: ["bots.view_bot"] });
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/sign-in"));
    const logout = api.requests.find((request) => request.path === "/api/auth/logout/");
    expect(logout?.headers.authorization).toBe("Token token-of-camille");
    expect(app.store.get(accessTokenAtom)).toBeNull();
    expect(app.store.get(userAtom)).toBeNull();
    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy();
  });
});
