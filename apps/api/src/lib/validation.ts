import * as z from "zod/mini";
import { MAX_INTEGER, MIN_INTEGER } from "../constants";
import { type FieldErrors, ValidationError } from "../errors";
import { unknownFieldsOf } from "./unknown-fields";

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/**
 * Checks `input` against a contract schema and answers its output, or throws a ValidationError
 * worded as Django REST Framework words it: `{"name": ["This field is required."]}`.
 * Every number the API takes is a PostgreSQL integer, so fractions and out-of-range values are
 * refused here too rather than failing in the database. A field the schema does not declare is
 * refused by name (`{"non_field_errors": ["Unknown field: nmae."]}`, or under the object holding
 * it), with the other problems of the input.
 */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    throw new ValidationError({
      non_field_errors: [`Invalid data. Expected a dictionary, but got ${pythonType(input)}.`],
    });
  }
  const result = z.safeParse(schema, input);
  const errors: FieldErrors = {};
  for (const { path, fields } of unknownFieldsOf(schema, input)) {
    addError(errors, path, messages.unknownFields(fields));
  }
  if (!result.success) {
    for (const issue of result.error.issues) {
      addError(errors, issue.path, describeIssue(issue, valueAt(input, issue.path)));
    }
  } else {
    checkIntegers(result.data, [], errors);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return result.data as z.output<S>;
}

export const messages = {
  required: "This field is required.",
  blank: "This field may not be blank.",
  invalidPk: (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`,
  invalidChoice: (value: unknown) => `"${String(value)}" is not a valid choice.`,
  invalidUrl: "Enter a valid URL.",
  integer: "A valid integer is required.",
  invalidMoment: "Enter a valid date, or date and time, in ISO 8601 (2026-11-01T08:00:00Z).",
  unique: (what: string) => `A ${what} with that name already exists.`,
  /** PostgreSQL cannot store U+0000 in text: refused as DRF's ProhibitNullCharactersValidator does. */
  nullCharacters: "Null characters are not allowed.",
  emptyFile: "The submitted file is empty.",
  unknownFields: (fields: readonly string[]) =>
    `Unknown field${fields.length > 1 ? "s" : ""}: ${fields.join(", ")}.`,
};

/** Whether a text holds U+0000, which no text column can store. */
export function hasNullCharacter(text: string): boolean {
  return text.includes("\u0000");
}

function describeIssue(issue: Issue, value: unknown): string {
  if (value === undefined) return messages.required;
  if (value === null) return "This field may not be null.";
  switch (issue.code) {
    case "invalid_type":
      return describeType(issue.expected, value);
    case "too_small":
      return describeTooSmall(issue.origin, Number(issue.minimum), value);
    case "too_big":
      return describeTooBig(issue.origin, Number(issue.maximum));
    case "invalid_value":
    case "invalid_union":
      return messages.invalidChoice(value);
    case "invalid_format":
      return issue.format === "url" ? messages.invalidUrl : "Enter a valid value.";
    default:
      return issue.message;
  }
}

function describeType(expected: string, value: unknown): string {
  switch (expected) {
    case "string":
      return "Not a valid string.";
    case "int":
    case "number":
      // Every number the API takes is an integer.
      return messages.integer;
    case "boolean":
      return "Must be a valid boolean.";
    case "array":
      return `Expected a list of items but got type "${pythonType(value)}".`;
    case "object":
      return `Expected a dictionary of items but got type "${pythonType(value)}".`;
    default:
      return "Invalid value.";
  }
}

function describeTooSmall(origin: string, minimum: number, value: unknown): string {
  if (origin === "string") {
    return minimum <= 1 || value === ""
      ? messages.blank
      : `Ensure this field has at least ${minimum} characters.`;
  }
  if (origin === "array") {
    return minimum <= 1
      ? "This list may not be empty."
      : `Ensure this field has at least ${minimum} elements.`;
  }
  return `Ensure this value is greater than or equal to ${minimum}.`;
}

function describeTooBig(origin: string, maximum: number): string {
  if (origin === "string") return `Ensure this field has no more than ${maximum} characters.`;
  if (origin === "array") return `Ensure this field has no more than ${maximum} elements.`;
  return `Ensure this value is less than or equal to ${maximum}.`;
}

function checkIntegers(value: unknown, path: PropertyKey[], errors: FieldErrors): void {
  if (typeof value === "number") {
    if (!Number.isInteger(value)) addError(errors, path, messages.integer);
    else if (value > MAX_INTEGER) {
      addError(errors, path, `Ensure this value is less than or equal to ${MAX_INTEGER}.`);
    } else if (value < MIN_INTEGER) {
      addError(errors, path, `Ensure this value is greater than or equal to ${MIN_INTEGER}.`);
    }
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) checkIntegers(item, [...path, index], errors);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) checkIntegers(item, [...path, key], errors);
  }
}

/** Nests errors the way DRF does: `{"ids": {"2": ["A valid integer is required."]}}`. */
function addError(errors: FieldErrors, path: Path, message: string): void {
  const keys = path.length === 0 ? ["non_field_errors"] : path.map(String);
  let node: FieldErrors = errors;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (Array.isArray(next)) return;
    node[key] = next ?? {};
    node = node[key] as FieldErrors;
  }
  const last = keys.at(-1) as string;
  const existing = node[last];
  if (existing === undefined) node[last] = [message];
  else if (Array.isArray(existing) && !existing.includes(message)) existing.push(message);
}

function valueAt(input: unknown, path: Path): unknown {
  let value: unknown = input;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The type names a DRF client is used to reading in these messages. */
function pythonType(value: unknown): string {
  if (value === null) return "NoneType";
  if (Array.isArray(value)) return "list";
  switch (typeof value) {
    case "string":
      return "str";
    case "boolean":
      return "bool";
    case "number":
      return Number.isInteger(value) ? "int" : "float";
    case "object":
      return "dict";
    default:
      return typeof value;
  }
}
