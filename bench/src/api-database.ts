// The API's own database openers and schema, so that the server benchmark prepares and counts
// rows in the very database the server under test opens.

export { DEFAULT_CHANNEL_TYPE, DEFAULT_MODEL } from "../../apps/api/src/constants";
export { migrate } from "../../apps/api/src/db/migrate";
export { openDb } from "../../apps/api/src/db/open-db";
export type { Db } from "../../apps/api/src/db/types";
