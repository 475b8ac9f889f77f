import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

/** What mails need beside SMTP_URL. */
const MAILING = { MAIL_FROM: "a@b.c", ADMIN_URL: "https://admin.example.org" };

describe("the mail settings", () => {
  it("send no mail and link to the local back-office by default", () => {
    const config = loadConfig({});
    expect(config.mail).toBeUndefined();
    expect(config.adminUrl).toBe("http://localhost:5173");
  });

  it("read the SMTP server, its default port and its URL-encoded credentials", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://alerts%40example.org:p%40ss%3Aword@mail.example.org",
      MAIL_FROM: "Assistant IA <no-reply@example.org>",
      ADMIN_URL: "https://admin.example.org/",
    });
    expect(config.mail).toEqual({
      smtp: {
        host: "mail.example.org",
        port: 465,
        secure: true,
        auth: { user: "alerts@example.org", password: "p@ss:word" },
        requireTls: false,
      },
      from: "Assistant IA <no-reply@example.org>",
    });
    expect(config.adminUrl).toBe("https://admin.example.org");
    expect(loadConfig({ ...MAILING, SMTP_URL: "smtp://mail.example.org" }).mail?.smtp).toEqual({
      host: "mail.example.org",
      port: 587,
      secure: false,
      auth: undefined,
      requireTls: false,
    });
  });

  it("need the back-office's address and a sender, so that no mail links to this machine", () => {
    expect(problemsOf({ SMTP_URL: "smtp://mail.example.org" })).toEqual([
      "MAIL_FROM: required when SMTP_URL is set, e.g. Assistant IA <no-reply@example.org>",
      "ADMIN_URL: required when SMTP_URL is set, since the links in mails lead there, e.g. https://admin.example.org",
    ]);
    expect(problemsOf({ ...MAILING, SMTP_URL: "smtp://mail.example.org" })).toEqual([]);
  });

  it("send credentials over smtp:// only once STARTTLS succeeded, unless told otherwise", () => {
    const smtp = (env: NodeJS.ProcessEnv) =>
      loadConfig({ ...MAILING, SMTP_URL: "smtp://user:hunter22@mail.example.org", ...env }).mail
        ?.smtp;
    expect(smtp({})?.requireTls).toBe(true);
    expect(smtp({ SMTP_AUTH_WITHOUT_TLS: "true" })?.requireTls).toBe(false);
    expect(smtp({ SMTP_AUTH_WITHOUT_TLS: "false" })?.requireTls).toBe(true);
    expect(problemsOf({ SMTP_AUTH_WITHOUT_TLS: "maybe" })).toEqual([
      'SMTP_AUTH_WITHOUT_TLS: must be true or false (got "maybe")',
    ]);
  });

  it("refuse what cannot be an SMTP server, naming the problem but not the password", () => {
    const problems = [
      ...problemsOf({ ...MAILING, SMTP_URL: "mail.example.org:587" }),
      ...problemsOf({ ...MAILING, SMTP_URL: "smtp://:hunter22@mail.example.org" }),
      ...problemsOf({ ...MAILING, SMTP_URL: "smtp://u:hunter%zz@mail.example.org" }),
      ...problemsOf({ ...MAILING, SMTP_URL: "smtp://mail.example.org/inbox" }),
    ];
    expect(problems).toEqual([
      "SMTP_URL: must be smtp:// or smtps:// with a host, e.g. smtp://user:password@mail.example.org:587",
      "SMTP_URL: has a password but no user",
      "SMTP_URL: has a user or password with a broken %-escape (write % as %25)",
      "SMTP_URL: must be smtp:// or smtps:// with a host, e.g. smtp://user:password@mail.example.org:587 (no path or query)",
    ]);
    expect(problems.join("\n")).not.toContain("hunter");
  });
});

describe("the embedding model", () => {
  it("is unset by default: no embeddings unless an account names a model", () => {
    expect(loadConfig({}).openai.embeddingModel).toBeUndefined();
    expect(loadConfig({ OPENAI_EMBEDDING_MODEL: "  " }).openai.embeddingModel).toBeUndefined();
  });

  it("reads the model names providers use", () => {
    for (const model of [
      "text-embedding-3-small",
      "nomic-embed-text:latest",
      "BAAI/bge-m3",
      "models/text-embedding-004",
    ]) {
      expect(loadConfig({ OPENAI_EMBEDDING_MODEL: model }).openai.embeddingModel).toBe(model);
    }
  });

  it("refuses what cannot be a model name, saying what one looks like", () => {
    expect(problemsOf({ OPENAI_EMBEDDING_MODEL: "text embedding" })).toEqual([
      'OPENAI_EMBEDDING_MODEL: must be a model name such as text-embedding-3-small: at most 200 letters, digits and . _ : / @ + -, starting with a letter or digit (got "text embedding")',
    ]);
    expect(problemsOf({ OPENAI_EMBEDDING_MODEL: "x".repeat(201) })).toHaveLength(1);
  });
});

describe("the task lease", () => {
  it("is 10 s by default, so that a dead instance's task is taken over within seconds", () => {
    expect(loadConfig({}).taskLeaseSeconds).toBe(10);
    expect(loadConfig({ TASK_LEASE_SECONDS: "30" }).taskLeaseSeconds).toBe(30);
  });

  it("refuses a lease under 2 s (too short to renew) or over 10 minutes", () => {
    expect([
      ...problemsOf({ TASK_LEASE_SECONDS: "1" }),
      ...problemsOf({ TASK_LEASE_SECONDS: "601" }),
      ...problemsOf({ TASK_LEASE_SECONDS: "10s" }),
    ]).toEqual([
      'TASK_LEASE_SECONDS: must be a whole number from 2 to 600 (got "1")',
      'TASK_LEASE_SECONDS: must be a whole number from 2 to 600 (got "601")',
      'TASK_LEASE_SECONDS: must be a whole number from 2 to 600 (got "10s")',
    ]);
  });
});

describe("the wait for the database at start", () => {
  it("is a minute by default, and may be none", () => {
    expect(loadConfig({}).databaseWaitSeconds).toBe(60);
    expect(loadConfig({ DATABASE_WAIT_SECONDS: "0" }).databaseWaitSeconds).toBe(0);
    expect(loadConfig({ DATABASE_WAIT_SECONDS: "300" }).databaseWaitSeconds).toBe(300);
  });

  it("refuses anything but a number of seconds up to an hour", () => {
    expect([
      ...problemsOf({ DATABASE_WAIT_SECONDS: "3601" }),
      ...problemsOf({ DATABASE_WAIT_SECONDS: "1m" }),
    ]).toEqual([
      'DATABASE_WAIT_SECONDS: must be a whole number from 0 to 3600 (got "3601")',
      'DATABASE_WAIT_SECONDS: must be a whole number from 0 to 3600 (got "1m")',
    ]);
  });
});
