import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A random key for a token or a session secret: 40 hex characters, as DRF's token keys. */
export function newSecret(): string {
  return randomBytes(20).toString("hex");
}

/** Secrets are stored as their SHA-256: a database leak does not hand out working tokens. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
