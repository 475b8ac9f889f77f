// A CommonJS Node script, as a server-rendered site or a Jest suite loads the packages: every
// entry point is required, and what it answers is printed as JSON for the test to read.
const { createElement } = require("react");
const { renderToPipeableStream, renderToString } = require("react-dom/server");
const { Writable } = require("node:stream");
const client = require("@org/api-client");
const clientReact = require("@org/api-client/react");
const auth = require("@org/auth");
const widget = require("@org/chat-widget");
const host = require("@org/chat-widget/host");
const markdown = require("@org/chat-widget/markdown");
const ui = require("@org/ui");
const tokens = require("@org/ui/tokens");

/** An element rendered once everything it loads lazily (the Markdown renderer) is there. */
function renderWhenReady(element) {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk;
        done();
      },
    });
    sink.on("finish", () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

async function main() {
  const answer = await renderWhenReady(
    createElement(markdown.AnswerMarkdown, {
      source: "| Carte | Prix |\n|---|---|\n| Jeune | 5 € |",
    }),
  );
  const plain = await renderWhenReady(
    createElement(markdown.AnswerPlainText, { source: "## **Tarifs**\n\n- `Jeune` : 5 €" }),
  );
  const api = client.createApiClient({ baseUrl: "http://127.0.0.1:8000" });
  process.stdout.write(
    `${JSON.stringify({
      baseUrl: api.baseUrl(),
      apiError: new client.ApiError({ kind: "other", message: "Hors ligne" }) instanceof Error,
      reactProvider: typeof clientReact.ApiClientProvider,
      permissions: auth.hasPermissions(["bots.view_bot"], ["bots.view_bot", "bots.add_bot"]),
      widget: typeof widget.ChatWidget,
      hostMessage: host.readWidgetMessage({ type: host.AMI_CHAT_CLOSE })?.type,
      button: renderToString(createElement(ui.Button, null, "Envoyer")).includes("Envoyer"),
      tokens: Object.keys(tokens).length > 0,
      markdownTable: answer.includes("<td>5 €</td>"),
      markdownPlainText: plain.includes("Tarifs\nJeune : 5 €"),
    })}\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exitCode = 1;
});
