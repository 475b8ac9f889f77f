import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAdmin } from "@/test/render-admin";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const api = scriptedApiForEachTest();

describe("the back-office's terms and privacy pages", () => {
  it("open from the sign-in page without signing in, and lead back to it", async () => {
    const app = renderAdmin("/sign-in", { apiUrl: api.url });
    fireEvent.click(await screen.findByRole("link", { name: "Terms of Service" }, FIRST_SCREEN));
    expect(
      await screen.findByRole(
        "heading",
        { name: "Conditions d'utilisation", level: 1 },
        FIRST_SCREEN,
      ),
    ).toBeTruthy();
    expect(app.router.state.location.pathname).toBe("/terms");
    expect(screen.getByRole("heading", { name: "Vos contenus" })).toBeTruthy();

    fireEvent.click(screen.getByRole("link", { name: "Politique de confidentialité" }));
    expect(
      await screen.findByRole("heading", { name: "Politique de confidentialité", level: 1 }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Ce que nous conservons" })).toBeTruthy();

    fireEvent.click(screen.getByRole("link", { name: "Se connecter" }));
    expect(await screen.findByRole("button", { name: "Login" })).toBeTruthy();
    // Public pages: nothing asked of the API.
    expect(api.requests).toEqual([]);
  });

  it("answers /privacy directly, signed out", async () => {
    const app = renderAdmin("/privacy", { apiUrl: api.url });
    expect(
      await screen.findByRole(
        "heading",
        { name: "Politique de confidentialité", level: 1 },
        FIRST_SCREEN,
      ),
    ).toBeTruthy();
    expect(app.router.state.location.pathname).toBe("/privacy");
    expect(screen.queryByText("Oops! Page Not Found!")).toBeNull();
  });
});
