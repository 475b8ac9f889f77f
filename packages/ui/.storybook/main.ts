import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import { mergeConfig } from "vite";

const config: StorybookConfig = {
  // The chat widget is drawn with these tokens but ships apart; its stories live beside it.
  stories: ["../src/**/*.stories.tsx", "../../chat-widget/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-vitest", "@storybook/addon-a11y"],
  framework: "@storybook/react-vite",
  core: { disableTelemetry: true },
  typescript: { reactDocgen: "react-docgen" },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      // Workspace packages are read from their sources, as in the rest of the monorepo.
      resolve: { conditions: ["@org/source", "module", "browser", "development|production"] },
      // Pre-bundled up front: discovering them mid-run makes Vite reload the page under a test.
      optimizeDeps: {
        include: [
          "@radix-ui/react-icons",
          "@radix-ui/themes",
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
