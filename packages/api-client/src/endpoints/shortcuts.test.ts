import { describe, expect, it } from "vitest";
import { ApiError } from "../client/api-error";
import { paged, shortcutJson } from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import {
  createShortcut,
  deleteShortcut,
  listShortcuts,
  loadShortcuts,
  updateShortcut,
} from "./shortcuts";

const context = setUpTestContext();

describe("shortcut endpoints", () => {
  it("lists GET /api/shortcuts/?bot_id= sorted by order, from a list or a page", async () => {
    context.server.respond("GET", "/api/shortcuts/", {
      json: paged([shortcutJson(1, 2), shortcutJson(2, 1)]),
    });
    const fromPage = await listShortcuts(context.client, 7);
    context.server.respond("GET", "/api/shortcuts/", {
      json: [shortcutJson(1, 2), shortcutJson(2, 1)],
    });
    const fromList = await listShortcuts(context.client, 7);
    expect(fromPage.map((shortcut) => shortcut.id)).toEqual([2, 1]);
    expect(fromList.map((shortcut) => shortcut.id)).toEqual([2, 1]);
    expect(context.server.requests[0]?.query).toEqual({ bot_id: "7" });
  });

  it("logs a failure and gives an empty list", async () => {
    context.server.respond("GET", "/api/shortcuts/", { hangUp: true });
    await expect(listShortcuts(context.client, 7)).resolves.toEqual([]);
    expect(context.logger.text()).toContain("Loading shortcuts failed");
  });

  it("loads the same list for a screen that tells a failure apart: rejected and logged", async () => {
    context.server.respond("GET", "/api/shortcuts/", {
      json: [shortcutJson(1, 2), shortcutJson(2, 1)],
    });
    const shortcuts = await loadShortcuts(context.client, 7);
    expect(shortcuts.map((shortcut) => shortcut.id)).toEqual([2, 1]);
    context.server.respond("GET", "/api/shortcuts/", { hangUp: true });
    await expect(loadShortcuts(context.client, 7)).rejects.toMatchObject({ kind: "no-response" });
    expect(context.logger.text()).toContain("Loading shortcuts failed");
  });

  it("shows a shortcut that fails its schema with its raw fields and defaults", async () => {
    context.server.respond("GET", "/api/shortcuts/", { json: [{ id: 5, label: "Horaires" }] });
    await expect(listShortcuts(context.client, 7)).resolves.toEqual([
      { id: 5, label: "Horaires", value: "", order: 0, is_active: true },
    ]);
    expect(context.logger.entries[0]?.message).toMatch(/Unexpected shortcut/);
  });

  it("creates with POST /api/shortcuts/ {label, value, bot, order, is_active}", async () => {
    context.server.respond("POST", "/api/shortcuts/", { status: 201, json: shortcutJson(3, 0) });
    const payload = {
      label: "Horaires",
      value: "Quels horaires ?",
      bot: 7,
      order: 0,
      is_active: false,
    };
    await expect(createShortcut(context.client, payload)).resolves.toMatchObject({ id: 3 });
    expect(context.server.onlyRequest()).toMatchObject({ method: "POST", body: payload });
  });

  it("logs a failed creation and gives undefined", async () => {
    context.server.respond("POST", "/api/shortcuts/", { status: 500 });
    const payload = { label: "A", value: "B", bot: 7, order: 0, is_active: true };
    await expect(createShortcut(context.client, payload)).resolves.toBeUndefined();
    expect(context.logger.text()).toContain("Creating a shortcut failed");
  });

  it("updates with PATCH /api/shortcuts/{id}/?bot_id= and rethrows a failure", async () => {
    context.server.respond("PATCH", "/api/shortcuts/3/", { json: shortcutJson(3, 4) });
    await updateShortcut(context.client, 7, 3, { label: "L", value: "V", order: 4 });
    expect(context.server.onlyRequest()).toMatchObject({
      method: "PATCH",
      query: { bot_id: "7" },
      body: { label: "L", value: "V", order: 4 },
    });

    context.server.respond("PATCH", "/api/shortcuts/3/", {
      status: 400,
      json: { label: ["Too long."] },
    });
    await expect(updateShortcut(context.client, 7, 3, { label: "x" })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(context.logger.text()).toContain("Updating a shortcut failed");
  });

  it("deletes with DELETE /api/shortcuts/{id}/?bot_id=; a failure is logged", async () => {
    context.server.respond("DELETE", "/api/shortcuts/3/", { status: 204 });
    await expect(deleteShortcut(context.client, 7, 3)).resolves.toBe(true);
    expect(context.server.onlyRequest()).toMatchObject({
      method: "DELETE",
      query: { bot_id: "7" },
    });
    context.server.respond("DELETE", "/api/shortcuts/3/", { status: 403, json: {} });
    await expect(deleteShortcut(context.client, 7, 3)).resolves.toBe(false);
  });
});
