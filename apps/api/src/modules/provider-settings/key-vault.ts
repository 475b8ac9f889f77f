import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/*
 * Provider keys at rest: sealed with AES-256-GCM under the server's SECRET_KEY when it has one
 * ("enc:v1:iv:tag:data", base64 parts), kept as given otherwise.
 */

const PREFIX = "enc:v1:";

function cipherKey(secretKey: string): Buffer {
  return createHash("sha256").update(secretKey, "utf8").digest();
}

export function sealKey(plain: string, secretKey: string | undefined): string {
  if (!secretKey) return plain;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", cipherKey(secretKey), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString("base64"));
  return `${PREFIX}${parts.join(":")}`;
}

/** True when the key was stored sealed (under some SECRET_KEY), false when kept as given. */
export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/** The key in clear; undefined when it was sealed under a SECRET_KEY this server lacks. */
export function openKey(stored: string, secretKey: string | undefined): string | undefined {
  if (!isSealed(stored)) return stored;
  if (!secretKey) return undefined;
  const [iv, tag, data] = stored
    .slice(PREFIX.length)
    .split(":")
    .map((part) => Buffer.from(part, "base64"));
  if (!iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", cipherKey(secretKey), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

/** Enough of a key to recognise it (its last four characters), never enough to use it. */
export function maskKey(plain: string | undefined): string {
  if (!plain || plain.length < 12) return "********";
  return `${plain.slice(0, 3)}...${plain.slice(-4)}`;
}
