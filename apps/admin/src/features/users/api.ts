import type { ApiClient } from "@org/api-client";
import { authQueries, userQueries } from "@org/api-client/react";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";

/** The list holds every user the API pages at once; the table sorts and pages them itself. */
const ALL_USERS = 1000;

/** The users matching `search`; the previous matches stay shown while the next ones load. */
export function usersListQuery(client: ApiClient, search: string) {
  return queryOptions({
    ...userQueries.list(client, {
      page_size: ALL_USERS,
      ordering: "username",
      ...(search ? { search } : {}),
    }),
    placeholderData: keepPreviousData,
  });
}

/** One user by id, for someone allowed to view users. */
export const userDetailQuery = userQueries.detail;

/** The signed-in user, read without the permission to view users. */
export const ownUserQuery = authQueries.currentUser;
