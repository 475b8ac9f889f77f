import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { mergeConfig } from "vite";

const config: StorybookConfig = {
  // The chat widget is drawn with these tokens but ships apart; its stories live beside it.
  stories: ["../src/**/*.stories.tsx", "../../chat-widget/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-docs", "@storybook/addon-vitest", "@storybook/addon-a11y"],
  framework: "@storybook/react-vite",
  core: { disableTelemetry: true },
  typescript: { reactDocgen: "react-docgen" },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // React's plugin refreshes a story in place on save, and knows that the "use client" lines of
      // Radix's modules mean nothing in a browser bundle (the build no longer warns about each).
      plugins: [react(), tailwindcss()],
      // Workspace packages are read from their sources, as in the rest of the monorepo.
      resolve: { conditions: ["@org/source", "module", "browser", "development|production"] },
      // The showroom's own bundle (Storybook's runtime, its test library and every story) is well
      // over Vite's 500 kB advice, which is meant for pages people download: the limit is set
      // above it, so the build still warns if the stories start to pull in something heavy.
      build: { chunkSizeWarningLimit: 1500 },
      // Pre-bundled up front: discovering them mid-run makes Vite reload the page under a test.
      optimizeDeps: {
        include: [
          "@radix-ui/react-icons",
          "@radix-ui/themes",
          "@testing-library/user-event",
          "cmdk",
          "input-otp",
          "radix-ui",
          "react",
          "react-dom",
          "react-dom/client",
          "react/jsx-dev-runtime",
          "react/jsx-runtime",
        ],
      },
    }),
};

export default config;
