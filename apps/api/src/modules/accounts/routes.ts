import { accountCreateSchema, accountUpdateSchema } from "@org/api-client";
import type { AppDeps } from "../../app-deps";
import { readJson } from "../../http/body";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryText } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, signedIn, staffOnly } from "../../http/router";
import { createAccount, deleteAccount, getAccount, listAccounts, updateAccount } from "./service";

/** Every signed-in user reads the accounts they belong to; only staff create, change or delete. */
export function accountRoutes({ db, config, tasks }: AppDeps): Endpoint[] {
  return [
    {
      method: "GET",
      path: "/api/accounts/",
      access: signedIn(),
      handle: async (c) => {
        const page = readPageRequest(c);
        const result = await listAccounts(db, config, actorOf(c), queryText(c, "search"), page);
        return pagedJson(c, page, result);
      },
    },
    {
      method: "POST",
      path: "/api/accounts/",
      access: staffOnly,
      handle: async (c) => {
        const input = await readJson(c, accountCreateSchema);
        return c.json(await createAccount(db, config, actorOf(c), input), 201);
      },
    },
    {
      method: "GET",
      path: "/api/accounts/:id{[0-9]+}/",
      access: signedIn(),
      handle: async (c) => c.json(await getAccount(db, config, actorOf(c), pathId(c))),
    },
    {
      method: "PATCH",
      path: "/api/accounts/:id{[0-9]+}/",
      access: staffOnly,
      handle: async (c) => {
        const id = pathId(c);
        const input = await readJson(c, accountUpdateSchema);
        const { account, embeddingTasks } = await updateAccount(db, config, actorOf(c), id, input);
        if (embeddingTasks.length > 0) tasks.notify();
        return c.json(account);
      },
    },
    {
      method: "DELETE",
      path: "/api/accounts/:id{[0-9]+}/",
      access: staffOnly,
      handle: async (c) => {
        await deleteAccount(db, config, actorOf(c), pathId(c));
        return c.body(null, 204);
      },
    },
  ];
}
