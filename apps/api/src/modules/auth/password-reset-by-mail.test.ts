import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpCapture, startSmtpCapture } from "../../testing/smtp-capture";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

const PATH = "/api/auth/password-reset/";

/*
 * Whether a forgotten password can be reset by mail depends on the server's SMTP_URL: the
 * back-office asks before offering to send a link, and learns nothing of who has an account.
 */

describe("a password reset on a server that sends mail", () => {
  let api: TestApi;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    api = await startTestApi({
      config: { mail: smtp.mailConfig, adminUrl: "https://admin.example.org" },
    });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it("says, to anyone, that a link is mailed", async () => {
    const response = await api.request("GET", PATH);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ sends_mail: true });
  });
});

describe("a password reset on a server without mail", () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ config: { mail: undefined } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("says, to anyone, that no link can be mailed", async () => {
    const response = await api.request("GET", PATH);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ sends_mail: false });
  });

  it("answers a request with what to do instead, the same whether the address is known or not", async () => {
    const known = await api.request("POST", PATH, { json: { email: TEST_ADMIN.email } });
    const unknown = await api.request("POST", PATH, { json: { email: "nobody@example.com" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({
      detail:
        "This server sends no mail, so no reset link was sent. An administrator can set a new password on the server with set-password <username>.",
    });
  });
});
