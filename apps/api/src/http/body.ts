import type { Context } from "hono";
import type * as z from "zod/mini";
import { MAX_JSON_BODY_BYTES } from "../constants";
import {
  BadRequestError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from "../errors";
import { hasNullCharacter, messages, validate } from "../lib/validation";

/**
 * Reads a JSON body, no larger than the JSON limit, and checks it against `schema`.
 * An empty body reads as `{}` so that required fields are reported one by one.
 * `acceptTextPlain` also reads text/plain bodies as JSON: what `navigator.sendBeacon` sends.
 */
export async function readJson<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  options: { acceptTextPlain?: boolean } = {},
): Promise<z.output<S>> {
  const bytes = await readBody(c, MAX_JSON_BODY_BYTES);
  const mediaType = mediaTypeOf(c);
  if (bytes.length === 0) return validate(schema, {});
  const isJson = mediaType === "application/json" || mediaType.endsWith("+json");
  if (!isJson && !(options.acceptTextPlain && mediaType === "text/plain")) {
    throw new UnsupportedMediaTypeError(mediaType);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch (error) {
    throw new BadRequestError(`JSON parse error - ${(error as Error).message}`);
  }
  refuseNullCharacters(parsed);
  return validate(schema, parsed);
}

/** A 400 naming each field whose text (at any depth) holds U+0000. */
function refuseNullCharacters(body: unknown): void {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    if (holdsNullCharacter(body)) throw new BadRequestError(messages.nullCharacters);
    return;
  }
  const fields = Object.entries(body).filter(
    ([field, value]) => hasNullCharacter(field) || holdsNullCharacter(value),
  );
  if (fields.length > 0) {
    throw new ValidationError(
      Object.fromEntries(fields.map(([field]) => [field, [messages.nullCharacters]])),
    );
  }
}

/** Whether a text in `value` (a key or a value, at any depth) holds U+0000; read without recursion. */
function holdsNullCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (hasNullCharacter(next)) return true;
    } else if (typeof next === "object" && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        if (!Array.isArray(next) && hasNullCharacter(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * Reads a multipart/form-data body no larger than `maxBytes`, whose fields are those of `form`
 * (its component of the OpenAPI document): another field is refused by name, as in JSON.
 */
export async function readMultipart(
  c: Context,
  maxBytes: number,
  form: z.ZodMiniObject,
): Promise<FormData> {
  const mediaType = mediaTypeOf(c);
  if (mediaType !== "multipart/form-data") throw new UnsupportedMediaTypeError(mediaType);
  const bytes = await readBody(c, maxBytes);
  let read: FormData;
  try {
    read = await new Response(bytes, {
      headers: { "content-type": c.req.header("content-type") ?? "" },
    }).formData();
  } catch {
    throw new BadRequestError("Multipart form parse error - the form data could not be read.");
  }
  const unknown = [...new Set(read.keys())].filter((field) => !Object.hasOwn(form.shape, field));
  if (unknown.length > 0) {
    throw new ValidationError({ non_field_errors: [messages.unknownFields(unknown)] });
  }
  return read;
}

/** A text field of a multipart form: required, a string, not blank and at most `maxLength`. */
export function formText(form: FormData, field: string, maxLength: number): string {
  const value = form.get(field);
  if (value === null) throw new ValidationError({ [field]: ["This field is required."] });
  if (typeof value !== "string") throw new ValidationError({ [field]: ["Not a valid string."] });
  if (value.trim() === "") throw new ValidationError({ [field]: ["This field may not be blank."] });
  if (hasNullCharacter(value)) throw new ValidationError({ [field]: [messages.nullCharacters] });
  if (value.length > maxLength) {
    throw new ValidationError({
      [field]: [`Ensure this field has no more than ${maxLength} characters.`],
    });
  }
  return value;
}

/** A file of a multipart form: required, with a name of at most `maxNameLength` characters. */
export function formFile(form: FormData, field: string, maxNameLength: number): File {
  const file = form.get(field);
  if (file === null) throw new ValidationError({ [field]: ["No file was submitted."] });
  if (typeof file === "string") {
    throw new ValidationError({
      [field]: ["The submitted data was not a file. Check the encoding type on the form."],
    });
  }
  if (hasNullCharacter(file.name)) {
    throw new ValidationError({ [field]: [messages.nullCharacters] });
  }
  if (file.name.length > maxNameLength) {
    throw new ValidationError({
      [field]: [
        `Ensure this filename has at most ${maxNameLength} characters (it has ${file.name.length}).`,
      ],
    });
  }
  return file;
}

function mediaTypeOf(c: Context): string {
  return (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * The raw body, refused with 413 as soon as it is known to exceed `maxBytes` (from
 * Content-Length, or while it streams in).
 */
async function readBody(c: Context, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(c.req.header("content-length") ?? Number.NaN);
  if (declared > maxBytes) throw new PayloadTooLargeError(maxBytes);
  // The HTTP parser reads no more than a declared length: such a body is read whole, without
  // the cost of a web stream.
  if (Number.isSafeInteger(declared)) return new Uint8Array(await c.req.raw.arrayBuffer());
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      throw new PayloadTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
