import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { Config } from "../config";

/** A mail as the SMTP server received it, its parts decoded. */
export interface CapturedMail {
  /** The envelope's recipients. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The user the client authenticated as, if it did. */
  user: string | undefined;
}

export interface SmtpCapture {
  /** smtp://[user:password@]127.0.0.1:<port> */
  url: string;
  port: number;
  /** The server's mail settings to send through this one (no authentication). */
  mailConfig: NonNullable<Config["mail"]>;
  mails: CapturedMail[];
  /** How many times a client sent credentials, whether or not they were right. */
  authAttempts: () => number;
  /** Addresses the server refuses as recipients (550) while they are in this set. */
  refusedRecipients: Set<string>;
  /** The first mail received (or to come) that matches, within `timeoutMs`. */
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on an ephemeral port of 127.0.0.1 that keeps every mail it is handed. It
 * offers no STARTTLS. With `auth`, it refuses clients that do not authenticate with exactly those
 * credentials, which they can only send in clear.
 */
export async function startSmtpCapture(
  options: { auth?: { user: string; password: string } } = {},
): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const refusedRecipients = new Set<string>();
  let authAttempts = 0;
  const { auth } = options;
  const server = new SMTPServer({
    disabledCommands: auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(credentials, _session, callback) {
      authAttempts += 1;
      if (credentials.username === auth?.user && credentials.password === auth?.password) {
        callback(null, { user: credentials.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onRcptTo(address, _session, callback) {
      if (!refusedRecipients.has(address.address)) return callback();
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          ...parseMail(Buffer.concat(chunks).toString("latin1")),
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: typeof session.user === "string" ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  const credentials = auth
    ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.password)}@`
    : "";
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    mailConfig: {
      smtp: { host: "127.0.0.1", port, secure: false, auth: undefined, requireTls: false },
      from: "Assistant IA <no-reply@example.org>",
    },
    mails,
    authAttempts: () => authAttempts,
    refusedRecipients,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No such mail within ${timeoutMs} ms; received: ${JSON.stringify(mails)}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers and body of a MIME entity, the headers unfolded and keyed in lower case. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

function parseMail(raw: string): Omit<CapturedMail, "to" | "user"> {
  const { headers, body } = splitEntity(raw);
  const parts = { text: "", html: "" };
  const collect = (entityHeaders: Map<string, string>, entityBody: string) => {
    const type = entityHeaders.get("content-type") ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.startsWith("multipart/") && boundary) {
      for (const part of entityBody.split(`--${boundary}`).slice(1)) {
        if (part.startsWith("--")) break;
        const entity = splitEntity(part.replace(/^\r\n/, ""));
        collect(entity.headers, entity.body);
      }
      return;
    }
    const decoded = decodeBody(entityBody, entityHeaders.get("content-transfer-encoding"));
    if (type.startsWith("text/html")) parts.html = decoded;
    else if (type.startsWith("text/plain")) parts.text = decoded;
  };
  collect(headers, body);
  return {
    from: decodeWords(headers.get("from") ?? ""),
    subject: decodeWords(headers.get("subject") ?? ""),
    ...parts,
  };
}

function decodeBody(body: string, encoding = "7bit"): string {
  const bytes = (() => {
    switch (encoding.toLowerCase()) {
      case "quoted-printable":
        return quotedPrintableBytes(body.replace(/=\r\n/g, ""));
      case "base64":
        return Buffer.from(body.replace(/\s+/g, ""), "base64");
      default:
        return Buffer.from(body, "latin1");
    }
  })();
  return bytes.toString("utf8").replace(/\r\n/g, "\n").replace(/\n$/, "");
}

function quotedPrintableBytes(value: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const hex = value.slice(index + 1, index + 3);
    if (value[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(value.charCodeAt(index));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= or ?B?), adjacent ones joined before decoding. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi)].map(([, kind, text]) =>
      kind?.toUpperCase() === "B"
        ? Buffer.from(text ?? "", "base64")
        : quotedPrintableBytes((text ?? "").replaceAll("_", " ")),
    );
    return Buffer.concat(bytes).toString("utf8");
  });
}
