import * as ROUTES from "@org/api-client/routes";
import { honoRoute } from "../../http/hono-route";
import { type Endpoint, publicAccess } from "../../http/router";
import { buildOpenApiDocument } from "./openapi-document";

/** The version of the API the document describes, changed when an endpoint changes. */
const API_VERSION = "1.0.0";

/**
 * GET /api/schema/: the OpenAPI 3.1 document of `endpoints` and of itself, built on first call
 * (the endpoints do not change while the server runs).
 */
export function schemaRoutes(endpoints: readonly Endpoint[]): Endpoint[] {
  let document: object | undefined;
  const schemaEndpoint: Endpoint = {
    ...honoRoute(ROUTES.getSchema),
    access: publicAccess,
    doc: {
      summary: "This OpenAPI document",
      tag: "Health",
      response: { status: 200, description: "The OpenAPI 3.1 document of the API." },
    },
    handle: (c) => {
      document ??= buildOpenApiDocument([...endpoints, schemaEndpoint], API_VERSION);
      return c.json(document);
    },
  };
  return [schemaEndpoint];
}
