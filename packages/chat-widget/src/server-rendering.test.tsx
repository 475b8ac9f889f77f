// @vitest-environment node
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";

it("imports and renders on a server without touching window or storage", async () => {
  expect(typeof window).toBe("undefined");
  const { ChatWidget } = await import("./index");
  const html = renderToString(<ChatWidget botId={1} apiBaseUrl="http://127.0.0.1:9" />);
  // Nothing is drawn until the browser takes over, so the first client render matches.
  expect(html).toBe("");
});
