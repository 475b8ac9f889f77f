import { describe, expect, it } from "vitest";
import { paged, taskJson } from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import { getTask, listTasks, retryTask } from "./tasks";

const context = setUpTestContext();

describe("task endpoints", () => {
  it("lists from GET /api/tasks/ filtered by status and knowledge base", async () => {
    context.server.respond("GET", "/api/tasks/", { json: paged([taskJson(1)]) });
    const page = await listTasks(context.client, { status: "failed", knowledge_base: 4 });
    expect(context.server.onlyRequest().query).toEqual({ status: "failed", knowledge_base: "4" });
    expect(page.results[0]).toMatchObject({ id: 1, progress_total: 10 });
  });

  it("reads one from GET /api/tasks/{id}/", async () => {
    context.server.respond("GET", "/api/tasks/1/", { json: taskJson(1, "succeeded") });
    await expect(getTask(context.client, 1)).resolves.toMatchObject({ status: "succeeded" });
  });

  it("retries with POST /api/tasks/{id}/retry/", async () => {
    context.server.respond("POST", "/api/tasks/1/retry/", { json: taskJson(1, "pending") });
    await expect(retryTask(context.client, 1)).resolves.toMatchObject({ status: "pending" });
    expect(context.server.onlyRequest().method).toBe("POST");
  });
});
