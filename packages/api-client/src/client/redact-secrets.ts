/**
 * Keys whose string values are credentials. Only strings are hidden: a DRF field map such as
 * `{"password": ["This password is too short."]}` carries messages, which are worth logging.
 */
const SECRET_KEYS = new Set([
  "authorization",
  "cookie",
  "set-cookie",
  "token",
  "key",
  "password",
  "session_secret",
  "openai_api_key",
  "pinecone_api_key",
]);

export const REDACTED = "[redacted]";

/** A copy of `value` safe to log: credentials anywhere inside it are replaced. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEYS.has(key.toLowerCase()) && typeof inner === "string"
        ? REDACTED
        : redactSecrets(inner),
    ]),
  );
}
