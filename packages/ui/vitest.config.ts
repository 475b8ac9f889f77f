import { fileURLToPath } from "node:url";
import { defineProjectConfig } from "@org/vitest-config";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import { playwright } from "@vitest/browser-playwright";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The machine's Chromium runs headless without a sandbox and without reaching out to the network.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineProjectConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "happy-dom",
          include: ["src/**/*.test.{ts,tsx}"],
        },
      },
      {
        extends: true,
        plugins: [
          tailwindcss(),
          storybookTest({
            configDir: fileURLToPath(new URL(".storybook", import.meta.url)),
            storybookScript: "pnpm storybook --ci",
          }),
        ],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Entry and exit animations are skipped, as for people who ask for less motion:
              // tests then see the end state at once and exercise the reduced-motion styles.
              contextOptions: { reducedMotion: "reduce" },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
