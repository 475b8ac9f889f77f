import { PERMISSION } from "@org/api-client";
import { botQueries, useApiClient } from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { useQuery } from "@tanstack/react-query";

/**
 * The model and channel choices. The server lists them only to those who may fill the form, so
 * the others do not ask, and see the stored values as they are.
 */
export function useBotFormChoices() {
  const mayAdd = useHasPermissions([PERMISSION.addBot]);
  const mayChange = useHasPermissions([PERMISSION.changeBot]);
  return useQuery({ ...botQueries.choices(useApiClient()), enabled: mayAdd || mayChange });
}
