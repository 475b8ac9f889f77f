import { type Endpoint, publicAccess } from "../../http/router";
import { buildOpenApiDocument } from "./openapi-document";
import { OPERATIONS } from "./operations";

/** The version of the API the document describes, changed when an endpoint changes. */
export const API_VERSION = "1.0.0";

/**
 * GET /api/schema/: the OpenAPI 3.1 document of `endpoints` and of itself, built on first call
 * (the endpoints do not change while the server runs).
 */
export function schemaRoutes(endpoints: readonly Endpoint[]): Endpoint[] {
  let document: object | undefined;
  const schemaEndpoint: Endpoint = {
    method: "GET",
    path: "/api/schema/",
    access: publicAccess,
    handle: (c) => {
      document ??= buildOpenApiDocument([...endpoints, schemaEndpoint], OPERATIONS, API_VERSION);
      return c.json(document);
    },
  };
  return [schemaEndpoint];
}
