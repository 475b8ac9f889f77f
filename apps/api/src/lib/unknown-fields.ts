import type * as z from "zod/mini";

/** The fields an object of a body holds that its schema does not declare, and where it is. */
export interface UnknownFields {
  path: PropertyKey[];
  fields: string[];
}

/**
 * Whether an object schema takes only the fields it declares: every `z.object` of the contract
 * does. One that names a type for the others (`z.looseObject`, a catchall) takes any field.
 */
export function declaresEveryField(def: z.core.$ZodObjectDef): boolean {
  return def.catchall === undefined || def.catchall._zod.def.type === "never";
}

/**
 * Every object of `value`, at any depth, that holds fields `schema` does not declare: a field
 * misspelt, or one another endpoint takes. zod drops them without a word, so that a client would
 * believe it saved them.
 */
export function unknownFieldsOf(schema: z.core.$ZodType, value: unknown): UnknownFields[] {
  const found: UnknownFields[] = [];
  visit(schema, value, [], found);
  return found;
}

function visit(
  schema: z.core.$ZodType,
  value: unknown,
  path: PropertyKey[],
  found: UnknownFields[],
): void {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      visit(def.innerType, value, path, found);
      return;
    case "pipe":
      // The body is what the pipe reads first.
      visit(def.in, value, path, found);
      return;
    case "array":
      if (Array.isArray(value)) {
        for (const [index, item] of value.entries())
          visit(def.element, item, [...path, index], found);
      }
      return;
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return;
      const unknown: string[] = [];
      for (const [field, item] of Object.entries(value)) {
        const declared = Object.hasOwn(def.shape, field) ? def.shape[field] : undefined;
        if (declared) visit(declared, item, [...path, field], found);
        else if (declaresEveryField(def)) unknown.push(field);
      }
      if (unknown.length > 0) found.push({ path, fields: unknown });
      return;
    }
    default:
      // Texts, numbers, choices: no field of their own.
      return;
  }
}
