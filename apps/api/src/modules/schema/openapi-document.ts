import * as z from "zod/mini";
import type { EndpointDoc, QueryParameter } from "../../http/endpoint-doc";
import type { Endpoint } from "../../http/router";
import { REQUEST_SCHEMAS, RESPONSE_SCHEMAS } from "../../http/schema-components";
import { declaresEveryField } from "../../lib/unknown-fields";

/** What the document needs to know of a mounted endpoint. */
export type MountedEndpoint = Pick<Endpoint, "method" | "path" | "access" | "doc">;

type JsonObject = Record<string, unknown>;

const COMPONENT_REF = "#/components/schemas/";
const ref = (name: string) => ({ $ref: `${COMPONENT_REF}${name}` });

/** `/api/bots/:id{[0-9]+}/` → `/api/bots/{id}/`. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?/g, "{$1}");
}

/**
 * The OpenAPI 3.1 document of the endpoints the server mounts, each described by its own `doc`;
 * who may call it comes from its access.
 */
export function buildOpenApiDocument(
  endpoints: readonly MountedEndpoint[],
  version: string,
): JsonObject {
  const schemas = componentSchemas();
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = describeOperation(endpoint, schemas);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Assistant IA API",
      version,
      description:
        "The API of the Assistant IA platform. Signed-in calls send `Authorization: Token <key>` with the key answered by POST /api/auth/login/.",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        Token: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "`Token <key>`, the key answered by POST /api/auth/login/.",
        },
      },
    },
    security: [{ Token: [] }],
  };
}

function describeOperation(endpoint: MountedEndpoint, schemas: Record<string, JsonObject>) {
  const { doc } = endpoint;
  const operation: JsonObject = {
    operationId: operationId(endpoint),
    summary: doc.summary,
    tags: [doc.tag],
  };
  const parameters = [...pathParameters(endpoint.path), ...(doc.query ?? []).map(queryParameter)];
  if (parameters.length > 0) operation.parameters = parameters;
  if (doc.body) {
    // An empty body reads as `{}`: one whose every field may be left out may itself be.
    const required = schemas[doc.body.schema]?.required as string[] | undefined;
    operation.requestBody = {
      required: (required ?? []).length > 0,
      content: {
        [doc.body.mediaType ?? "application/json"]: {
          schema: ref(doc.body.schema),
        },
      },
    };
  }
  const { refusal } = doc;
  operation.responses = {
    [String(doc.response.status)]: describeResponse(doc.response),
    "4XX": {
      description: `Refused: \`{detail}\` says why, or a 400 maps each field to its errors (a list's by item index, an object's by field)${refusal ? `; ${refusal.description}` : ""}${accessRefusals(endpoint.access)}; 429 when throttled.`,
      content: {
        "application/json": {
          schema: {
            anyOf: [ref("Detail"), ref("FieldErrors"), ...(refusal ? [ref(refusal.schema)] : [])],
          },
        },
      },
    },
    "503": {
      description:
        "Unavailable for now: the server is starting, cannot reach its database or has too much work waiting, or, for a question, could not answer it; ask again (after `Retry-After` seconds when it says).",
      headers: {
        "Retry-After": {
          description: "Seconds to wait before asking again.",
          schema: { type: "integer", minimum: 1 },
        },
      },
      content: {
        "application/json": {
          schema: doc.unavailable
            ? { anyOf: [ref("Detail"), ref(doc.unavailable)] }
            : ref("Detail"),
        },
      },
    },
  };
  // Public endpoints ignore the Authorization header; public-read ones recognise it when sent.
  if (endpoint.access.kind === "public") operation.security = [];
  if (endpoint.access.kind === "public-read") operation.security = [{}, { Token: [] }];
  const permissions = endpoint.access.kind === "signed-in" ? endpoint.access.permissions : [];
  if (permissions.length > 0) {
    operation.description = `Permissions: ${permissions.map((name) => `\`${name}\``).join(", ")}.`;
  }
  if (endpoint.access.kind === "staff") operation.description = "Staff only.";
  return operation;
}

/** The refusals an endpoint's access check answers. */
function accessRefusals(access: MountedEndpoint["access"]): string {
  switch (access.kind) {
    case "public":
      return "";
    case "public-read":
      return "; 401 with a token that is not valid (none may be sent)";
    case "staff":
      return "; 401 without a valid token, 403 for a user who is not staff";
    case "signed-in":
      return access.permissions.length > 0
        ? "; 401 without a valid token, 403 without the permission"
        : "; 401 without a valid token";
  }
}

function describeResponse(response: EndpointDoc["response"]): JsonObject {
  if (response.status === 204) return { description: response.description };
  if (response.mediaType) {
    const schema =
      response.mediaType === "text/event-stream"
        ? { type: "string" }
        : { type: "string", contentMediaType: response.mediaType };
    return { description: response.description, content: { [response.mediaType]: { schema } } };
  }
  return {
    description: response.description,
    content: { "application/json": { schema: answerSchema(response.schema) } },
  };
}

function answerSchema(schema: EndpointDoc["response"]["schema"]): JsonObject {
  if (schema === undefined) return {};
  return typeof schema === "string" ? ref(schema) : { oneOf: schema.map(ref) };
}

function operationId(endpoint: MountedEndpoint): string {
  const words = openApiPath(endpoint.path)
    .split("/")
    .filter((part) => part !== "" && part !== "api")
    .map((part) => (part.startsWith("{") ? `by_${part.slice(1, -1)}` : part));
  return [endpoint.method.toLowerCase(), ...words].join("_").replace(/[^A-Za-z0-9_]/g, "_");
}

function pathParameters(honoPath: string): JsonObject[] {
  return [...honoPath.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)(\{([^}]*)\})?/g)].map(
    ([, name, , pattern]) => ({
      name,
      in: "path",
      required: true,
      schema: pattern === "[0-9]+" ? { type: "integer", minimum: 0 } : { type: "string" },
    }),
  );
}

function queryParameter(parameter: QueryParameter): JsonObject {
  const schema: JsonObject = { type: parameter.type };
  if (parameter.values) schema.enum = [...parameter.values];
  return {
    name: parameter.name,
    in: "query",
    required: parameter.required ?? false,
    description: parameter.description,
    schema,
  };
}

/** Request bodies as the client writes them, answers as the server writes them. */
function componentSchemas(): Record<string, JsonObject> {
  return {
    ...registrySchemas(REQUEST_SCHEMAS, "input"),
    ...registrySchemas(RESPONSE_SCHEMAS, "output"),
  };
}

function registrySchemas(
  schemas: Record<string, z.ZodMiniType>,
  io: "input" | "output",
): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const converted = z.toJSONSchema(registry, {
    io,
    uri: (id) => `${COMPONENT_REF}${id}`,
    // An answer may carry fields its schema does not list (clients ignore them); a request is
    // refused a field its schema does not declare (see validate). A record's additionalProperties
    // is what each of its values is: kept.
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type !== "object") return;
      if (io === "output") delete jsonSchema.additionalProperties;
      else if (declaresEveryField(zodSchema._zod.def)) jsonSchema.additionalProperties = false;
    },
  });
  const out: Record<string, JsonObject> = {};
  for (const [id, schema] of Object.entries(converted.schemas)) {
    // Components are not documents of their own: no dialect or identifier per schema.
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonObject;
    out[id] = rest;
  }
  return out;
}
