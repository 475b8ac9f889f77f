import { userCreateSchema, userUpdateSchema } from "@org/api-client";
import type { AppDeps } from "../../app-deps";
import { readJson } from "../../http/body";
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

export function userRoutes({ db }: AppDeps): Endpoint[] {
  return [
    {
      method: "GET",
      path: "/api/users/",
      access: signedIn("accounts.view_user"),
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
      method: "POST",
      path: "/api/users/",
      access: signedIn("accounts.add_user"),
      handle: async (c) => {
        const input = await readJson(c, userCreateSchema);
        return c.json(await createUser(db, actorOf(c), input), 201);
      },
    },
    {
      method: "GET",
      path: "/api/users/:id{[0-9]+}/",
      access: signedIn("accounts.view_user"),
      handle: async (c) => c.json(await getUser(db, actorOf(c), pathId(c))),
    },
    {
      method: "PATCH",
      path: "/api/users/:id{[0-9]+}/",
      access: signedIn("accounts.change_user"),
      handle: async (c) => {
        const id = pathId(c);
        const input = await readJson(c, userUpdateSchema);
        return c.json(await updateUser(db, actorOf(c), id, input));
      },
    },
    {
      method: "DELETE",
      path: "/api/users/:id{[0-9]+}/",
      access: signedIn("accounts.delete_user"),
      handle: async (c) => {
        await deleteUser(db, actorOf(c), pathId(c));
        return c.body(null, 204);
      },
    },
  ];
}
