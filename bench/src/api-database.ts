// The API's own database openers and schema, so that the server benchmark prepares and counts
// rows in the very database the server under test opens.

export { type Db, DEFAULT_CHANNEL_TYPE, DEFAULT_MODEL, migrate, openDb } from "@org/api/parts";
