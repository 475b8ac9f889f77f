import { accountCreateSchema, accountUpdateSchema } from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import type { AppDeps } from "../../app-deps";
import { readJson } from "../../http/body";
import { pageParameters, searchParameter } from "../../http/endpoint-doc";
import { honoRoute } from "../../http/hono-route";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryText } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, signedIn, staffOnly } from "../../http/router";
import { createAccount, deleteAccount, getAccount, listAccounts, updateAccount } from "./service";

const TAG = "Accounts";

/** Every signed-in user reads the accounts they belong to; only staff create, change or delete. */
export function accountRoutes({ db, config, tasks }: AppDeps): Endpoint[] {
  return [
    {
      ...honoRoute(ROUTES.listAccounts),
      access: signedIn(),
      doc: {
        summary: "List the accounts the signed-in user belongs to (all of them for staff)",
        tag: TAG,
        query: [searchParameter, ...pageParameters],
        response: {
          status: 200,
          description: "A page of accounts, provider keys masked.",
          schema: "AccountPage",
        },
      },
      handle: async (c) => {
        const page = readPageRequest(c);
        const result = await listAccounts(db, config, actorOf(c), queryText(c, "search"), page);
        return pagedJson(c, page, result);
      },
    },
    {
      ...honoRoute(ROUTES.createAccount),
      access: staffOnly,
      doc: {
        summary: "Create an account (staff)",
        tag: TAG,
        body: { schema: "AccountCreate" },
        response: {
          status: 201,
          description: "The new account, provider keys masked.",
          schema: "Account",
        },
      },
      handle: async (c) => {
        const input = await readJson(c, accountCreateSchema);
        return c.json(await createAccount(db, config, actorOf(c), input), 201);
      },
    },
    {
      ...honoRoute(ROUTES.getAccount),
      access: signedIn(),
      doc: {
        summary: "Read an account",
        tag: TAG,
        response: {
          status: 200,
          description: "The account, provider keys masked.",
          schema: "Account",
        },
      },
      handle: async (c) => c.json(await getAccount(db, config, actorOf(c), pathId(c))),
    },
    {
      ...honoRoute(ROUTES.updateAccount),
      access: staffOnly,
      doc: {
        summary:
          "Change an account, its provider or its embedding model (staff); a new embedding model queues an embedding task per knowledge base",
        tag: TAG,
        body: { schema: "AccountUpdate" },
        response: {
          status: 200,
          description: "The account, provider keys masked.",
          schema: "Account",
        },
      },
      handle: async (c) => {
        const id = pathId(c);
        const input = await readJson(c, accountUpdateSchema);
        const { account, embeddingTasks } = await updateAccount(db, config, actorOf(c), id, input);
        if (embeddingTasks.length > 0) tasks.notify();
        return c.json(account);
      },
    },
    {
      ...honoRoute(ROUTES.deleteAccount),
      access: staffOnly,
      doc: {
        summary: "Delete an account and everything it owns (staff)",
        tag: TAG,
        response: { status: 204, description: "Deleted." },
      },
      handle: async (c) => {
        await deleteAccount(db, config, actorOf(c), pathId(c));
        return c.body(null, 204);
      },
    },
  ];
}
