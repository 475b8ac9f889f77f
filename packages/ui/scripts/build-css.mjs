// Builds the stylesheets published with the package: dist/styles.css (tokens, the parts of Radix
// Themes we draw with and our components, through Tailwind), dist/tailwind-theme.css (the Tailwind
// theme over the tokens, for apps that build their own utilities) and dist/tokens.css (the design
// tokens alone).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { outputFile, radixThemesCss } from "./radix-themes-css.mjs";

if (readFileSync(outputFile, "utf8") !== radixThemesCss()) {
  console.error(
    `${relative(process.cwd(), outputFile)} is out of date (a Radix component was added or removed, or Radix Themes was upgraded): run \`node scripts/radix-themes-css.mjs\` and commit the result.`,
  );
  process.exit(1);
}

mkdirSync("dist", { recursive: true });
const tailwind = fileURLToPath(new URL("../node_modules/.bin/tailwindcss", import.meta.url));
execFileSync(tailwind, ["-i", "src/styles/index.css", "-o", "dist/styles.css", "--minify"], {
  stdio: "inherit",
});
copyFileSync("src/styles/tailwind-theme.css", "dist/tailwind-theme.css");
copyFileSync("src/tokens/tokens.css", "dist/tokens.css");
