import type { UserConfig } from "vitest/config";

export declare const baseConfig: UserConfig;
export declare function defineProjectConfig(overrides?: UserConfig): UserConfig;
