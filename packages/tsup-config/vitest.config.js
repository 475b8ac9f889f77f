import { defineProjectConfig } from "@org/vitest-config";

export default defineProjectConfig({ test: { environment: "node" } });
