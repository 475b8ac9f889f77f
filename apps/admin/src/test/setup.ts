import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { isReactWarning } from "./react-warnings";

// A screen that React or Radix warns about fails its test: such warnings are bugs users meet
// (a select that forgets its value, a list that mixes up its rows), only quieter.
const warnings: string[] = [];

beforeEach(() => {
  warnings.length = 0;
  for (const level of ["error", "warn"] as const) {
    // biome-ignore lint/suspicious/noConsole: React and Radix warn through the console alone.
    const original = console[level];
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(" ");
      if (isReactWarning(text)) warnings.push(text);
      original(...args);
    });
  }
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (warnings.length > 0) {
    throw new Error(`React warned during this test:\n${warnings.splice(0).join("\n")}`);
  }
});
