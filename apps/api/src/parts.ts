// The server's parts that the workspace's benchmarks drive in-process: its database, its
// configuration and logger, and the chat exchange a visitor's message goes through.
export { loadConfig } from "./config";
export { DEFAULT_CHANNEL_TYPE, DEFAULT_MODEL } from "./constants";
export { migrate } from "./db/migrate";
export { openDb } from "./db/open-db";
export type { Db } from "./db/types";
export { createLogger } from "./logger";
export { beginExchange } from "./modules/chat/asking";
export { startSession } from "./modules/chat/sessions";
