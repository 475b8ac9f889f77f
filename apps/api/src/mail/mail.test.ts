import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  configurationProblems,
  freePort,
  type RunningApi,
  runApiProcess,
  startApiProcess,
} from "../testing/api-process";
import { type SmtpCapture, startSmtpCapture } from "../testing/smtp-capture";

const SMTP_USER = "assistant@mail.example.org";
const SMTP_PASSWORD = "smtp-password-never-logged-42";

async function requestReset(api: RunningApi, email: string) {
  const response = await fetch(`${api.url}/api/auth/password-reset/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
  });
  return response.status;
}

async function waitForOutput(api: RunningApi, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const line = api
      .output()
      .split("\n")
      .find((entry) => pattern.test(entry));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nothing matching ${pattern} in:\n${api.output()}`);
}

/* The server process configured for mail by its environment, as an operator runs it. */
describe.skipIf(process.env.API_TEST_DATABASE === "postgres")("mail configuration", () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "api-mail-"));
    env = {
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ADMIN_PASSWORD: "admin-password-for-mail-1",
    };
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("stops at once on a wrong or missing SMTP_URL, MAIL_FROM or ADMIN_URL, without echoing the SMTP password", async () => {
    const wrongScheme = runApiProcess({
      ...env,
      SMTP_URL: `http://${SMTP_USER}:${SMTP_PASSWORD}@mail.example.org`,
      MAIL_FROM: "pas une adresse",
      ADMIN_URL: "admin.example.org",
    });
    expect(await wrongScheme.exited).toBe(1);
    expect(configurationProblems(wrongScheme.output())).toEqual([
      'ADMIN_URL: must be an http(s) address (got "admin.example.org")',
      "SMTP_URL: must be smtp:// or smtps:// with a host, e.g. smtp://user:password@mail.example.org:587",
      'MAIL_FROM: must be an address, e.g. no-reply@example.org or Assistant IA <no-reply@example.org> (got "pas une adresse")',
    ]);
    expect(wrongScheme.output()).not.toContain(SMTP_PASSWORD);

    const noSender = runApiProcess({ ...env, SMTP_URL: "smtp://mail.example.org:587" });
    expect(await noSender.exited).toBe(1);
    expect(configurationProblems(noSender.output())).toEqual([
      "MAIL_FROM: required when SMTP_URL is set, e.g. Assistant IA <no-reply@example.org>",
      "ADMIN_URL: required when SMTP_URL is set, since the links in mails lead there, e.g. https://admin.example.org",
    ]);
  }, 60_000);

  it("never sends the SMTP password to a server that offers no TLS, and says what to do", async () => {
    const smtp = await startSmtpCapture({ auth: { user: SMTP_USER, password: SMTP_PASSWORD } });
    const api = await startApiProcess({
      ...env,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Assistant IA <no-reply@example.org>",
      ADMIN_URL: "https://admin.example.org/",
    });
    try {
      const started = await waitForOutput(api, /"msg":"Mails are sent through SMTP"/);
      expect(JSON.parse(started)).toMatchObject({ tls: "required (STARTTLS)" });
      expect(await requestReset(api, "admin@example.com")).toBe(200);
      const failure = await waitForOutput(api, /"msg":"A mail could not be sent"/);
      expect(JSON.parse(failure)).toMatchObject({
        level: "error",
        mail: "password-reset",
        code: "ETLS",
        hint: expect.stringContaining("SMTP_AUTH_WITHOUT_TLS=true"),
      });
      expect(smtp.authAttempts()).toBe(0);
      expect(smtp.mails).toEqual([]);
    } finally {
      api.child.kill("SIGTERM");
      await api.exited;
      await smtp.close();
    }
    expect(api.output()).not.toContain(SMTP_PASSWORD);
  }, 90_000);

  it("authenticates to an SMTP server without TLS when allowed, and when it is down still answers the reset and logs why without secrets", async () => {
    let smtp: SmtpCapture | undefined = await startSmtpCapture({
      auth: { user: SMTP_USER, password: SMTP_PASSWORD },
    });
    const api = await startApiProcess({
      ...env,
      SMTP_URL: smtp.url,
      SMTP_AUTH_WITHOUT_TLS: "true",
      MAIL_FROM: "Assistant IA <no-reply@example.org>",
      ADMIN_URL: "https://admin.example.org/",
    });
    try {
      expect(await requestReset(api, "admin@example.com")).toBe(200);
      const mail = await smtp.waitFor((sent) => sent.to.includes("admin@example.com"));
      expect(mail.user).toBe(SMTP_USER);
      expect(mail.subject).toBe("Réinitialisation de votre mot de passe");
      expect(mail.text).toMatch(/^https:\/\/admin\.example\.org\/reset-password\?token=\w+$/m);

      await smtp.close();
      smtp = undefined;
      expect(await requestReset(api, "admin@example.com")).toBe(200);
      const failure = await waitForOutput(api, /"msg":"A mail could not be sent"/);
      expect(JSON.parse(failure)).toMatchObject({
        level: "error",
        mail: "password-reset",
        username: "admin",
        code: expect.any(String),
      });
    } finally {
      api.child.kill("SIGTERM");
      await api.exited;
      await smtp?.close();
    }
    expect(api.output()).not.toContain(SMTP_PASSWORD);
    expect(api.output()).not.toContain(Buffer.from(SMTP_PASSWORD).toString("base64"));
  }, 90_000);
});
