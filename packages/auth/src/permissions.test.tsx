import { cleanup, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { afterEach, describe, expect, it } from "vitest";
import { hasPermissions } from "./permissions";
import { RequirePermissions } from "./react";
import { permissionsAtom } from "./session-atoms";

describe("hasPermissions", () => {
  it("passes only when every required permission is held", () => {
    const granted = ["accounts.view_user", "bots.view_bot"];
    expect(hasPermissions(["accounts.view_user", "bots.view_bot"], granted)).toBe(true);
    expect(hasPermissions(["accounts.view_user", "bots.add_bot"], granted)).toBe(false);
    expect(hasPermissions([], [])).toBe(true);
    expect(hasPermissions(["bots.view_bot"], new Set(granted))).toBe(true);
  });
});

describe("RequirePermissions", () => {
  afterEach(cleanup);

  function renderWith(permissions: string[]) {
    const store = createStore();
    store.set(permissionsAtom, permissions);
    return render(
      <Provider store={store}>
        <RequirePermissions
          required={["accounts.view_user", "bots.view_bot"]}
          fallback={<p>Refusé</p>}
        >
          <p>Tableau de bord</p>
        </RequirePermissions>
      </Provider>,
    );
  }

  it("shows its children to a user holding every permission", () => {
    renderWith(["accounts.view_user", "bots.view_bot"]);
    expect(screen.getByText("Tableau de bord")).toBeTruthy();
  });

  it("shows the fallback when one permission is missing", () => {
    renderWith(["bots.view_bot"]);
    expect(screen.queryByText("Tableau de bord")).toBeNull();
    expect(screen.getByText("Refusé")).toBeTruthy();
  });
});
