import * as z from "zod/mini";

/** The bounds a contract schema may put on a field. */
export interface Bounds {
  /** Shortest text, or fewest items of a list. */
  minLength: number;
  /** Longest text, or most items of a list. */
  maxLength: number;
  /** Smallest number. */
  min: number;
  /** Largest number. */
  max: number;
}

/** What the contract asks of one field, for a form to say it and hold to it. */
export interface FieldLimits extends Partial<Bounds> {
  /** It must be given, and a text or a list may not be empty. */
  required: boolean;
  /** What it is when left out. */
  default?: unknown;
}

/** The part of a JSON Schema document that says the limits of a field. */
interface JsonSchema {
  type?: string;
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

type ObjectSchema<Shape extends z.core.$ZodShape> = z.ZodMiniObject<Shape, z.core.$ZodObjectConfig>;

const documents = new WeakMap<object, JsonSchema>();

/** The schema as JSON Schema describes what it accepts, written once per schema. */
function documentOf(schema: ObjectSchema<z.core.$ZodShape>): JsonSchema {
  let document = documents.get(schema);
  if (!document) {
    document = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    documents.set(schema, document);
  }
  return document;
}

function limitsIn(property: JsonSchema, given: boolean): FieldLimits {
  // A nullable field: its bounds are those of the value that is not null.
  const value = property.anyOf?.find((variant) => variant.type !== "null") ?? property;
  const minLength = value.minLength ?? value.minItems;
  const mayBeEmpty = value.type === "string" || value.type === "array";
  return {
    required: given && (mayBeEmpty ? (minLength ?? 0) > 0 : true),
    minLength,
    maxLength: value.maxLength ?? value.maxItems,
    min: value.minimum,
    max: value.maximum,
    default: property.default ?? value.default,
  };
}

/**
 * What the contract's `schema` (of `@org/api-client`) asks of one of its fields, read from the
 * schema itself so that a form never restates it. Each bound named in `needed` must be set by the
 * schema, which is then typed as a number; a schema that loses one throws here, at once.
 */
export function fieldLimits<Shape extends z.core.$ZodShape, B extends keyof Bounds = never>(
  schema: ObjectSchema<Shape>,
  field: keyof Shape & string,
  ...needed: B[]
): FieldLimits & Pick<Bounds, B> {
  const document = documentOf(schema);
  const property = document.properties?.[field];
  if (!property) throw new Error(`The contract has no field ${field}.`);
  const limits = limitsIn(property, document.required?.includes(field) ?? false);
  for (const bound of needed) {
    if (limits[bound] === undefined) throw new Error(`The contract sets no ${bound} on ${field}.`);
  }
  return limits as FieldLimits & Pick<Bounds, B>;
}
