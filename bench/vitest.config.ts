import { defineProjectConfig } from "@org/vitest-config";

// One check file at a time: each measures time, and would otherwise slow the others down.
export default defineProjectConfig({ test: { environment: "node", fileParallelism: false } });
