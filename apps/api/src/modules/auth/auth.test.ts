import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

describe("auth", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it("signs the seeded admin in and answers token, email and user_id", async () => {
    const response = await api.request("POST", "/api/auth/login/", {
      json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{40}$/),
      email: TEST_ADMIN.email,
      user_id: expect.any(Number),
    });
  });
});
