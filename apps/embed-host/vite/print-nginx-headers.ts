import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { buildApiUrl } from "./api-url.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";

// The headers the built pages need, as nginx lines, for the API the build is made with (the same
// environment and .env files as `vite build`): `include` them where embed.html is served.
const env = loadEnv("production", fileURLToPath(new URL("..", import.meta.url)), "VITE_");
const apiUrl = buildApiUrl(env, (message) => console.warn(message));
process.stdout.write(
  `add_header Content-Security-Policy "${contentSecurityPolicy(apiUrl)}" always;\n`,
);
