import { writeFileSync } from "node:fs";
import {
  surfaceColorsModule,
  surfaceShadowsModule,
  widgetTokensCss,
} from "../src/styles/widget-tokens";

writeFileSync(new URL("../src/styles/tokens.css", import.meta.url), widgetTokensCss());
writeFileSync(new URL("../src/host/surface-colors.ts", import.meta.url), surfaceColorsModule());
writeFileSync(new URL("../src/host/surface-shadows.ts", import.meta.url), surfaceShadowsModule());
