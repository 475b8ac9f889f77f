import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../constants";
import type { RequestSchemaName, ResponseSchemaName } from "./schema-components";

/** A query parameter an endpoint reads, as the OpenAPI document lists it. */
export interface QueryParameter {
  name: string;
  description: string;
  type: "integer" | "boolean" | "string";
  values?: readonly (string | number)[];
  /** The call is refused (400) without it. */
  required?: boolean;
}

/**
 * What the OpenAPI document says of an endpoint: what it takes and answers. Who may call it is
 * the endpoint's access; its path parameters come from its path.
 */
export interface EndpointDoc {
  summary: string;
  /** The group the operation is listed under. */
  tag: string;
  query?: readonly QueryParameter[];
  body?: { schema: RequestSchemaName; mediaType?: "multipart/form-data" };
  response: {
    status: 200 | 201 | 202 | 204;
    description: string;
    /** Several: the answer is exactly one of them (`oneOf`), told apart by their fields. */
    schema?: ResponseSchemaName | readonly [ResponseSchemaName, ...ResponseSchemaName[]];
    /** Answers that are not JSON: a file, a stream of server-sent events. */
    mediaType?: "application/octet-stream" | "text/event-stream" | "text/html" | "text/csv";
  };
  /**
   * A refusal that says more than its detail or field errors, with a `code` (why an uploaded
   * file cannot be read, why a visitor's session can no longer be used).
   */
  refusal?: { schema: ResponseSchemaName; description: string };
  /** What a 503 may answer besides its `{detail}` (the health's own `{status}`). */
  unavailable?: ResponseSchemaName;
}

/** What readPageRequest reads. */
export const pageParameters: readonly QueryParameter[] = [
  { name: "page", description: "Page number, from 1.", type: "integer" },
  {
    name: "page_size",
    description: `Items per page (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}).`,
    type: "integer",
  },
];

export const searchParameter: QueryParameter = {
  name: "search",
  description: "Keeps the items whose name contains this text.",
  type: "string",
};

export const isActiveParameter: QueryParameter = {
  name: "is_active",
  description: "Keeps the active (true) or inactive (false) items.",
  type: "boolean",
};

export const botIdParameter: QueryParameter = {
  name: "bot_id",
  description: "Keeps the items of this bot.",
  type: "integer",
};

/** The bot a call is about, which it needs. */
export const requiredBotIdParameter: QueryParameter = {
  ...botIdParameter,
  description: "The bot.",
  required: true,
};

/** What queryOrdering reads: one of `fields`, or one of them after a `-`. */
export function orderingParameter(fields: readonly string[]): QueryParameter {
  return {
    name: "ordering",
    description: "Sort field; a leading `-` sorts in descending order.",
    type: "string",
    values: fields.flatMap((field) => [field, `-${field}`]),
  };
}
