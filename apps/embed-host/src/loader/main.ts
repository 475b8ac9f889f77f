import { mountLoader } from "./mount-loader";
import { readScriptOptions } from "./read-script-options";

// loader.js: `<script src="https://chat.example/loader.js" data-bot-id="1" async></script>`.
const script =
  document.currentScript instanceof HTMLScriptElement
    ? document.currentScript
    : document.querySelector<HTMLScriptElement>('script[src*="loader.js"][data-bot-id]');
const options = script ? readScriptOptions(script) : undefined;

if (!options) {
  console.error("Assistant IA loader: add a numeric data-bot-id to the loader's script tag.");
} else if (!document.querySelector(`[data-ami-bot="${options.botId}"]`)) {
  const start = () => mountLoader(options);
  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start, { once: true });
}
