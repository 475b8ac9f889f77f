import { describe, expect, it } from "vitest";
import { ApiError } from "../client/api-error";
import { bubbleJson, paged } from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import {
  createBubbleMessage,
  deleteBubbleMessage,
  listBubbleMessages,
  loadBubbleMessages,
  updateBubbleMessage,
} from "./bubble-messages";

const context = setUpTestContext();

describe("bubble message endpoints", () => {
  it("lists GET /api/bubble-messages/?bot_id= sorted by order, from a plain list", async () => {
    context.server.respond("GET", "/api/bubble-messages/", {
      json: [bubbleJson(1, 3), bubbleJson(2, 1), bubbleJson(3, 2)],
    });
    const bubbles = await listBubbleMessages(context.client, 7);
    expect(context.server.onlyRequest().query).toEqual({ bot_id: "7" });
    expect(bubbles.map((bubble) => bubble.id)).toEqual([2, 3, 1]);
  });

  it("lists sorted by order from a paged answer", async () => {
    context.server.respond("GET", "/api/bubble-messages/", {
      json: paged([bubbleJson(1, 9), bubbleJson(2, 0)]),
    });
    const bubbles = await listBubbleMessages(context.client, 7);
    expect(bubbles.map((bubble) => bubble.id)).toEqual([2, 1]);
  });

  it("logs a failure and gives an empty list", async () => {
    context.server.respond("GET", "/api/bubble-messages/", { status: 500, json: {} });
    await expect(listBubbleMessages(context.client, 7)).resolves.toEqual([]);
    expect(context.logger.entries.map((entry) => entry.message)).toContain(
      "Loading bubble messages failed",
    );
  });

  it("loads the same list for a screen that tells a failure apart: rejected and logged", async () => {
    context.server.respond("GET", "/api/bubble-messages/", {
      json: [bubbleJson(1, 2), bubbleJson(2, 1)],
    });
    const bubbles = await loadBubbleMessages(context.client, 7);
    expect(bubbles.map((bubble) => bubble.id)).toEqual([2, 1]);
    context.server.respond("GET", "/api/bubble-messages/", {
      status: 403,
      json: { detail: "Non." },
    });
    await expect(loadBubbleMessages(context.client, 7)).rejects.toMatchObject({ status: 403 });
    expect(context.logger.entries.map((entry) => entry.message)).toContain(
      "Loading bubble messages failed",
    );
  });

  it("gives an empty list (logged) for an answer that is no list at all", async () => {
    context.server.respond("GET", "/api/bubble-messages/", { json: { detail: "?" } });
    await expect(listBubbleMessages(context.client, 7)).resolves.toEqual([]);
    expect(context.logger.entries.length).toBeGreaterThan(0);
  });

  it("shows a bubble that fails its schema with its raw fields and defaults (logged)", async () => {
    context.server.respond("GET", "/api/bubble-messages/", {
      json: [{ id: 1, message: "Besoin d'aide ?", bot: "7", order: null }, bubbleJson(2, 1)],
    });
    const bubbles = await listBubbleMessages(context.client, 7);
    expect(bubbles).toEqual([
      { id: 1, message: "Besoin d'aide ?", bot: "7", order: 0, is_active: true },
      expect.objectContaining({ id: 2 }),
    ]);
    expect(context.logger.entries[0]?.message).toMatch(/Unexpected bubble/);
  });

  it("creates with POST /api/bubble-messages/ as active", async () => {
    context.server.respond("POST", "/api/bubble-messages/", {
      status: 201,
      json: bubbleJson(4, 2),
    });
    const created = await createBubbleMessage(context.client, {
      message: "Salut",
      bot: 7,
      order: 2,
    });
    expect(created?.id).toBe(4);
    expect(context.server.onlyRequest().body).toEqual({
      message: "Salut",
      bot: 7,
      order: 2,
      is_active: true,
    });
  });

  it("logs a failed creation and gives undefined", async () => {
    context.server.respond("POST", "/api/bubble-messages/", {
      status: 400,
      json: { message: ["This field may not be blank."] },
    });
    await expect(
      createBubbleMessage(context.client, { message: "", bot: 7, order: 0 }),
    ).resolves.toBeUndefined();
    expect(context.logger.text()).toContain("Creating a bubble message failed");
  });

  it("updates with PATCH /api/bubble-messages/{id}/?bot_id= {message, order}", async () => {
    context.server.respond("PATCH", "/api/bubble-messages/4/", { json: bubbleJson(4, 5) });
    await updateBubbleMessage(context.client, 7, 4, { message: "Hello", order: 5 });
    expect(context.server.onlyRequest()).toMatchObject({
      method: "PATCH",
      query: { bot_id: "7" },
      body: { message: "Hello", order: 5 },
    });
  });

  it("logs a failed update and rethrows it", async () => {
    context.server.respond("PATCH", "/api/bubble-messages/4/", {
      status: 403,
      json: { detail: "You do not have permission to perform this action." },
    });
    await expect(updateBubbleMessage(context.client, 7, 4, { order: 1 })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(context.logger.text()).toContain("Updating a bubble message failed");
  });

  it("deletes with DELETE /api/bubble-messages/{id}/?bot_id=; a failure is logged", async () => {
    context.server.respond("DELETE", "/api/bubble-messages/4/", { status: 204 });
    await expect(deleteBubbleMessage(context.client, 7, 4)).resolves.toBe(true);
    expect(context.server.onlyRequest()).toMatchObject({
      method: "DELETE",
      query: { bot_id: "7" },
    });

    context.server.respond("DELETE", "/api/bubble-messages/4/", { status: 404 });
    await expect(deleteBubbleMessage(context.client, 7, 4)).resolves.toBe(false);
    expect(context.logger.text()).toContain("Deleting a bubble message failed");
  });
});
