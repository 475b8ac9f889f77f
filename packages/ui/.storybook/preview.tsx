import "@fontsource-variable/inter";
import "@fontsource-variable/manrope";
import "./preview.css";
import type { Decorator, Preview } from "@storybook/react-vite";
import { FONT_PREFERENCES, THEME_PREFERENCES } from "../src/constants";
import type { FontPreference, ThemePreference } from "../src/lib/preference-storage";
import { ThemeProvider } from "../src/theme/theme-provider";

// Every story renders inside the provider, driven by the toolbar (or a story's own `globals`),
// so the same story can be seen and tested in light and dark.
const withTheme: Decorator = (Story, { globals, updateGlobals, parameters }) => {
  if (parameters.ownThemeProvider) return <Story />;
  return (
    <ThemeProvider
      theme={globals.theme as ThemePreference}
      onThemeChange={(theme) => updateGlobals({ theme })}
      font={globals.font as FontPreference}
      onFontChange={(font) => updateGlobals({ font })}
    >
      {parameters.fullBleed ? (
        <Story />
      ) : (
        <div className="p-4">
          <Story />
        </div>
      )}
    </ThemeProvider>
  );
};

const preview: Preview = {
  // Every component gets a Docs page: its description, its props and all its stories.
  tags: ["autodocs"],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [...THEME_PREFERENCES],
        dynamicTitle: true,
      },
    },
    font: {
      description: "Font",
      toolbar: {
        title: "Font",
        icon: "paragraph",
        items: [...FONT_PREFERENCES],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light", font: "inter" },
  parameters: {
    // The theme root fills the frame, so dark stories are dark edge to edge.
    layout: "fullscreen",
    // Accessibility checks run in every story test; a violation fails the test.
    a11y: { test: "error" },
  },
};

export default preview;
