import * as ROUTES from "@org/api-client/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing/test-api";
import { honoRoute } from "./hono-route";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("the route table of @org/api-client", () => {
  it("holds every endpoint the server mounts, and the server mounts every route of it", () => {
    const mounted = api.endpoints.map(({ method, path }) => `${method} ${path}`).sort();
    const table = Object.values(ROUTES)
      .map((route) => {
        const { method, path } = honoRoute(route);
        return `${method} ${path}`;
      })
      .sort();
    expect(mounted).toEqual(table);
  });

  it("keeps the parameters of a path as the server declares them", () => {
    expect(honoRoute(ROUTES.rateMessage)).toEqual({
      method: "PATCH",
      path: "/api/messages/:id{[0-9]+}",
    });
    expect(honoRoute(ROUTES.getDocumentFile).path).toBe(
      "/api/document_knowledge_bases/:id{[0-9]+}/file/",
    );
  });
});
