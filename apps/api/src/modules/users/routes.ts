import { userCreateSchema, userUpdateSchema } from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import type { AppDeps } from "../../app-deps";
import { PERMISSION } from "../../constants";
import { readJson } from "../../http/body";
import {
  isActiveParameter,
  orderingParameter,
  pageParameters,
  searchParameter,
} from "../../http/endpoint-doc";
import { honoRoute } from "../../http/hono-route";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryBoolean, queryOrdering, queryText } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, signedIn } from "../../http/router";
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  USER_ORDERING_FIELDS,
  updateUser,
} from "./service";

const TAG = "Users";

export function userRoutes({ db, mailer }: AppDeps): Endpoint[] {
  return [
    {
      ...honoRoute(ROUTES.listUsers),
      access: signedIn(PERMISSION.viewUser),
      doc: {
        summary: "List the users of the signed-in user's accounts",
        tag: TAG,
        query: [
          searchParameter,
          isActiveParameter,
          orderingParameter(USER_ORDERING_FIELDS),
          ...pageParameters,
        ],
        response: { status: 200, description: "A page of users.", schema: "UserPage" },
      },
      handle: async (c) => {
        const page = readPageRequest(c);
        const filters = {
          search: queryText(c, "search"),
          isActive: queryBoolean(c, "is_active"),
          ordering: queryOrdering(c, USER_ORDERING_FIELDS),
        };
        return pagedJson(c, page, await listUsers(db, actorOf(c), filters, page));
      },
    },
    {
      ...honoRoute(ROUTES.createUser),
      access: signedIn(PERMISSION.addUser),
      doc: {
        summary: "Create a user",
        tag: TAG,
        body: { schema: "UserCreate" },
        response: { status: 201, description: "The new user.", schema: "User" },
      },
      handle: async (c) => {
        const input = await readJson(c, userCreateSchema);
        return c.json(await createUser(db, actorOf(c), input), 201);
      },
    },
    {
      ...honoRoute(ROUTES.getUser),
      access: signedIn(PERMISSION.viewUser),
      doc: {
        summary: "Read a user",
        tag: TAG,
        response: { status: 200, description: "The user.", schema: "User" },
      },
      handle: async (c) => c.json(await getUser(db, actorOf(c), pathId(c))),
    },
    {
      ...honoRoute(ROUTES.updateUser),
      access: signedIn(PERMISSION.changeUser),
      doc: {
        summary: "Change a user, their password or e-mail address (not one's own) or permissions",
        tag: TAG,
        body: { schema: "UserUpdate" },
        response: { status: 200, description: "The user changed.", schema: "User" },
      },
      handle: async (c) => {
        const id = pathId(c);
        const input = await readJson(c, userUpdateSchema);
        return c.json(await updateUser(db, mailer, actorOf(c), id, input));
      },
    },
    {
      ...honoRoute(ROUTES.deleteUser),
      access: signedIn(PERMISSION.deleteUser),
      doc: {
        summary: "Delete a user",
        tag: TAG,
        response: { status: 204, description: "Deleted." },
      },
      handle: async (c) => {
        await deleteUser(db, actorOf(c), pathId(c));
        return c.body(null, 204);
      },
    },
  ];
}
