import { writeFileSync } from "node:fs";
import { surfaceColorsModule, widgetTokensCss } from "../src/styles/widget-tokens";

writeFileSync(new URL("../src/styles/tokens.css", import.meta.url), widgetTokensCss());
writeFileSync(new URL("../src/host/surface-colors.ts", import.meta.url), surfaceColorsModule());
