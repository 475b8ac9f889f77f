import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { ServerBusyError } from "../../errors";

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's advice for scrypt: N=2^17, r=8, p=1, i.e. 128 MiB and a few hundred ms per hash. */
export const PASSWORD_HASH_COST: Readonly<ScryptCost> = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 64;
const MAX_KEY_LENGTH = 128;
const SALT_LENGTH = 16;

/**
 * The most a stored hash may ask for: a corrupt or forged row must not make the server allocate
 * gigabytes or work for minutes. Twice PASSWORD_HASH_COST's memory, so that it can still grow.
 */
const MAX_HASH_MEMORY = 512 * 1024 * 1024;
const MAX_R = 32;
const MAX_P = 16;

let currentCost: Readonly<ScryptCost> = PASSWORD_HASH_COST;
let unusableHash: Promise<string> | undefined;

/**
 * For tests only: the cost new hashes get in this process. A suite that creates hundreds of
 * users cannot spend a third of a second on each (Django's test settings swap the hasher for
 * the same reason). The server never calls it: it always hashes at PASSWORD_HASH_COST.
 */
export function setPasswordHashCost(cost: Readonly<ScryptCost>): void {
  currentCost = cost;
  unusableHash = undefined;
}

/*
 * Each hash holds 128 MiB for its whole run on a thread of libuv's pool (4 threads, shared with
 * file and DNS work). A burst of sign-ins queues here rather than taking every thread and a
 * gigabyte of memory at once.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(2, availableParallelism()));

/**
 * The most hashes that may wait for a thread: the last of them waits some 8 rounds of two, about
 * 3 s at a third of a second a hash, and past that a person is better told at once when to try
 * again than left waiting while the line grows without bound.
 */
export const MAX_WAITING_HASHES = 16;

const HASHING_BUSY = "Too many passwords are being checked at the moment.";

let runningHashes = 0;
const waitingHashes: (() => void)[] = [];
/** How long the last hash took: what the line's wait is estimated from. */
let lastHashMs = 0;

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (runningHashes < MAX_CONCURRENT_HASHES) {
    runningHashes += 1;
  } else if (waitingHashes.length < MAX_WAITING_HASHES) {
    await new Promise<void>((resolve) => waitingHashes.push(resolve));
  } else {
    // Refused at once, saying how long the hashes ahead of it should take.
    const rounds = waitingHashes.length / MAX_CONCURRENT_HASHES + 1;
    throw new ServerBusyError(HASHING_BUSY, (rounds * lastHashMs) / 1000);
  }
  const started = performance.now();
  try {
    return await work();
  } finally {
    lastHashMs = performance.now() - started;
    // The slot passes straight to the next waiter, if any.
    const next = waitingHashes.shift();
    if (next) next();
    else runningHashes -= 1;
  }
}

/**
 * What scrypt allocates for a cost (OpenSSL: 128·r·(N+2) for V plus 128·r·p for B), with some
 * slack: Node refuses by default anything over 32 MiB, far below N=2^17.
 */
function maxmemFor({ N, r, p }: ScryptCost): number {
  return 128 * r * (N + 2 + p) + 1024 * 1024;
}

function derive(
  password: string,
  salt: Buffer,
  cost: ScryptCost,
  keyLength = KEY_LENGTH,
): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: maxmemFor(cost) };
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        // The callback form runs on libuv's thread pool: the event loop never waits for it.
        scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function isPowerOfTwo(value: number): boolean {
  return Number.isInteger(value) && value > 1 && (value & (value - 1)) === 0;
}

function withinRange(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= max;
}

/** `scrypt$N$r$p$salt$hash`, or undefined for anything else (e.g. an unusable password "!"). */
function parseStoredHash(stored: string): StoredHash | undefined {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (!isPowerOfTwo(N) || !withinRange(r, MAX_R) || !withinRange(p, MAX_P)) return undefined;
  if (maxmemFor({ N, r, p }) > MAX_HASH_MEMORY) return undefined;
  const salt = Buffer.from(parts[4] as string, "base64");
  const key = Buffer.from(parts[5] as string, "base64");
  if (salt.length === 0 || key.length === 0 || key.length > MAX_KEY_LENGTH) return undefined;
  return { cost: { N, r, p }, salt, key };
}

/** A password made up for a user (the first administrator, one whose access is recovered). */
export function generatedPassword(): string {
  return randomBytes(12).toString("base64url");
}

/**
 * `scrypt$N$r$p$salt$hash`, salt and hash in base64: the cost travels with the hash. Throws
 * ServerBusyError (503) when MAX_WAITING_HASHES are already waiting, as verifyPassword does.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, currentCost);
  const { N, r, p } = currentCost;
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Checks a password against a stored hash of any cost this server ever used. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) {
    // No usable password: the answer takes as long as a wrong one.
    const unusable = parseStoredHash(await unusablePasswordHash()) as StoredHash;
    await derive(password, unusable.salt, unusable.cost);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with another cost than today's: rehash at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.cost;
  return (
    N !== currentCost.N ||
    r !== currentCost.r ||
    p !== currentCost.p ||
    parsed.key.length !== KEY_LENGTH
  );
}

/** Checked against when a username is unknown, so that a miss costs as long as a wrong password. */
export function unusablePasswordHash(): Promise<string> {
  unusableHash ??= hashPassword(randomBytes(16).toString("hex")).catch((error: unknown) => {
    unusableHash = undefined;
    throw error;
  });
  return unusableHash;
}
