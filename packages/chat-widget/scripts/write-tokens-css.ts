import { writeFileSync } from "node:fs";
import { widgetTokensCss } from "../src/styles/widget-tokens";

writeFileSync(new URL("../src/styles/tokens.css", import.meta.url), widgetTokensCss());
