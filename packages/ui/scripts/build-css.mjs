// Builds the stylesheets published with the package: dist/styles.css (tokens, Radix Themes and
// our components, through Tailwind) and dist/tokens.css (the design tokens alone).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

mkdirSync("dist", { recursive: true });
const tailwind = fileURLToPath(new URL("../node_modules/.bin/tailwindcss", import.meta.url));
execFileSync(tailwind, ["-i", "src/styles/index.css", "-o", "dist/styles.css", "--minify"], {
  stdio: "inherit",
});
copyFileSync("src/tokens/tokens.css", "dist/tokens.css");
