import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { isHostAllowListed, isPublicAddress, normalizeHost } from "./address-policy";

export interface FetchPolicy {
  /** Hosts fetched even when they resolve to a non-public address (CRAWL_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  userAgent: string;
  /** For the whole request, redirects and body included. */
  timeoutMs: number;
  /** Cap on the decoded body; a larger resource fails. */
  maxBytes: number;
  maxRedirects: number;
  signal?: AbortSignal;
}

export interface FetchedResource {
  /** The address after redirects. */
  url: string;
  status: number;
  contentType: string;
  /** Empty when the status is not 2xx or the content type was not wanted. */
  body: Buffer;
  /** The validators a later conditional request can send back (ETag, Last-Modified). */
  validators: Validators;
}

/** What a resource was last read as, for a request that only downloads it if it changed. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

/**
 * A resource that could not be fetched; the message, in French, is fit to show to the
 * administrators of the back-office.
 */
export class FetchError extends Error {
  override readonly name = "FetchError";

  /**
   * @param transient the site may answer next time (a timeout, a connection refused or cut);
   *   false when asking again would change nothing (a refused address, a file too large).
   */
  constructor(
    message: string,
    readonly transient = false,
  ) {
    super(message);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * GET over http(s) that only reaches public addresses (checked on the address actually connected
 * to, for every redirect hop, so DNS tricks cannot slip through), with a timeout and a size cap.
 * `wants(contentType)` decides whether a 2xx body is worth downloading: false, or the size it
 * may reach (`policy.maxBytes` when true). With `known` validators the request is conditional: a
 * resource not modified answers 304, without a body.
 */
export async function safeGet(
  url: string,
  policy: FetchPolicy,
  wants: (contentType: string) => boolean | number = () => true,
  known?: Validators,
): Promise<FetchedResource> {
  const timeout = AbortSignal.timeout(policy.timeoutMs);
  const signal = policy.signal ? AbortSignal.any([policy.signal, timeout]) : timeout;
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    let response: IncomingMessage;
    try {
      response = await requestOnce(current, policy, signal, known);
    } catch (error) {
      throw describeFailure(error, signal, timeout, policy);
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.resume();
      if (hop >= policy.maxRedirects) throw new FetchError("Trop de redirections");
      const next = new URL(location, current);
      if (next.protocol !== "http:" && next.protocol !== "https:") {
        throw new FetchError(`Redirection vers une adresse non prise en charge (${next.protocol})`);
      }
      current = next;
      continue;
    }
    const contentType = String(response.headers["content-type"] ?? "").toLowerCase();
    const validators = {
      etag: response.headers.etag ?? null,
      lastModified: response.headers["last-modified"] ?? null,
    };
    const wanted = status >= 200 && status < 300 && wants(contentType);
    if (wanted === false) {
      response.resume();
      return { url: current.href, status, contentType, body: Buffer.alloc(0), validators };
    }
    try {
      const body = await readBody(response, wanted === true ? policy.maxBytes : wanted);
      return { url: current.href, status, contentType, body, validators };
    } catch (error) {
      throw describeFailure(error, signal, timeout, policy);
    }
  }
}

function requestOnce(
  url: URL,
  policy: FetchPolicy,
  signal: AbortSignal,
  known: Validators | undefined,
): Promise<IncomingMessage> {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return Promise.reject(new FetchError(`Adresse non prise en charge (${url.protocol})`));
  }
  const host = normalizeHost(url.hostname);
  const trusted = isHostAllowListed(host, policy.allowedHosts);
  if (!trusted && isIP(host) && !isPublicAddress(host)) {
    return Promise.reject(
      new FetchError(`Adresse privée refusée : ${host} n'est pas une adresse publique`),
    );
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: "GET",
      signal,
      lookup: trusted ? undefined : publicOnlyLookup,
      headers: {
        "user-agent": policy.userAgent,
        accept: "text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5",
        "accept-encoding": "gzip, deflate, br",
        ...(known?.etag ? { "if-none-match": known.etag } : {}),
        ...(known?.lastModified ? { "if-modified-since": known.lastModified } : {}),
      },
    });
    request.on("response", resolve);
    request.on("error", reject);
    request.end();
  });
}

/** Resolves like the system resolver, but fails when any address of the host is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) {
      return callback(
        new FetchError(
          `Adresse privée refusée : ${hostname} mène à une adresse non publique (${refused.address})`,
        ),
        "",
        0,
      );
    }
    if (options.all) return (callback as unknown as AllCallback)(null, addresses);
    const first = addresses[0];
    if (!first)
      return callback(new FetchError(`Site introuvable : ${hostname} n'a pas d'adresse`), "", 0);
    callback(null, first.address, first.family);
  });
};
type AllCallback = (error: Error | null, addresses: LookupAddress[]) => void;

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FetchError(`Fichier trop volumineux (plus de ${frenchSize(maxBytes)})`);
  }
  const stream = decoded(response);
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of stream) {
    size += (part as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      stream.destroy();
      throw new FetchError(`Fichier trop volumineux (plus de ${frenchSize(maxBytes)})`);
    }
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts);
}

/** The body with its content encoding undone; the size cap then applies to the decoded bytes. */
function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(zlib.createGunzip());
  if (encoding === "deflate") return response.pipe(zlib.createInflate());
  if (encoding === "br") return response.pipe(zlib.createBrotliDecompress());
  return response;
}

function describeFailure(
  error: unknown,
  signal: AbortSignal,
  timeout: AbortSignal,
  policy: FetchPolicy,
): FetchError {
  if (error instanceof FetchError) return error;
  if (timeout.aborted)
    return new FetchError(
      `Délai dépassé : pas de réponse en ${String(policy.timeoutMs / 1000).replace(".", ",")} s`,
      true,
    );
  if (signal.aborted) return new FetchError("Lecture interrompue");
  const cause = error as NodeJS.ErrnoException;
  if (cause.cause instanceof FetchError) return cause.cause;
  if (cause.code?.startsWith("Z_") || cause.code?.startsWith("ERR__")) {
    return new FetchError("Réponse compressée illisible");
  }
  switch (cause.code) {
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new FetchError("Site introuvable : nom de domaine inconnu", true);
    case "ECONNREFUSED":
      return new FetchError("Connexion refusée par le site", true);
    case "ECONNRESET":
      return new FetchError("Connexion interrompue par le site", true);
    default:
      return new FetchError(cause.code ? `Erreur réseau (${cause.code})` : "Erreur réseau", true);
  }
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

/** A size as the back-office writes it: "98 Ko", "1,5 Mo". */
function frenchSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${String(Math.round((bytes / 1024 / 1024) * 10) / 10).replace(".", ",")} Mo`
    : `${Math.round(bytes / 1024)} Ko`;
}
