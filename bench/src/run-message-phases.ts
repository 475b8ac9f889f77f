import { formatMessagePhases, measureMessagePhases } from "./message-phases";

// PostgreSQL is measured too when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
const results = await measureMessagePhases({
  postgresUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
  log: (line) => console.error(line),
});
console.info(formatMessagePhases(results));
