import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChatWidget } from "../components/chat-widget";
import { type ChatApiServer, startChatApiServer } from "../test/chat-api-server";
import { Markdown } from "./render-markdown";
import { executableParts, PAYLOADS } from "./xss-corpus";

describe("answers carrying script", () => {
  it.each(PAYLOADS)("render %j without anything that runs", (payload) => {
    const { container } = render(<Markdown source={payload} />);
    expect(executableParts(container)).toEqual([]);
  });

  it("show raw HTML as the text it is", () => {
    const { container } = render(<Markdown source={"<script>alert(1)</script> et <b>gras</b>"} />);
    expect(container.textContent).toBe("<script>alert(1)</script> et <b>gras</b>");
    expect(container.querySelector("b")).toBeNull();
  });

  it("keep the text of a blanked link readable", () => {
    const { container } = render(<Markdown source="Voir [la page](javascript:alert(1))." />);
    expect(container.textContent).toBe("Voir la page.");
    expect(container.querySelector("a")).toBeNull();
  });

  it("still link the safe addresses beside them", () => {
    const { container } = render(
      <Markdown source="[a](https://example.org) [b](javascript:alert(1)) [c](mailto:x@example.org)" />,
    );
    expect([...container.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "https://example.org",
      "mailto:x@example.org",
    ]);
  });

  it("catch an executable link when one gets through", () => {
    const container = document.createElement("div");
    container.innerHTML = '<a href=" JaVa&#x09;ScRiPt:alert(1)">x</a><span onclick="x()"></span>';
    expect(executableParts(container)).toEqual([
      'href=" JaVa\tScRiPt:alert(1)"',
      "onclick attribute",
    ]);
  });
});

describe("answers carrying script, as the widget receives them from the API", () => {
  let api: ChatApiServer | undefined;
  afterEach(async () => {
    cleanup();
    // Let the session close sent on unmount reach the server before it stops.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await api?.close();
    localStorage.clear();
  });

  it.each([true, false])("draw nothing that runs (streaming: %s)", async (streaming) => {
    localStorage.setItem("chat-privacy-consent-1", "true");
    api = await startChatApiServer({
      streaming,
      welcomeMessage: '<img src=x onerror="alert(1)"> Bienvenue [ici](javascript:alert(1))',
      answer: () => ({
        answer: `${PAYLOADS.join("\n\n")}\n\nFin du corpus.`,
        links: [
          { url: "javascript:alert(1)", chunk: "<script>alert(1)</script>" },
          { url: "https://example.org/source", chunk: "Un extrait" },
        ],
      }),
    });
    render(<ChatWidget botId={1} apiBaseUrl={api.url} streaming={streaming} defaultOpen />);
    await screen.findByText(/Bienvenue/, { ignore: "[aria-live]" }, { timeout: 4000 });
    const question = screen.getByPlaceholderText("Posez votre question ici...");
    fireEvent.change(question, { target: { value: "Montre-moi" } });
    fireEvent.keyDown(question, { key: "Enter" });
    await screen.findByText("Fin du corpus.", { ignore: "[aria-live]" }, { timeout: 4000 });
    await screen.findByText("Sources (2)");

    const drawn = [...document.querySelectorAll<HTMLElement>(".ami-markdown, .ami-sources")];
    expect(drawn.length).toBe(3);
    expect(drawn.flatMap(executableParts)).toEqual([]);
    expect(screen.getByRole("link", { name: "https://example.org/source" })).toBeTruthy();
    const sources = document.querySelector<HTMLElement>(".ami-sources") as HTMLElement;
    expect(within(sources).getByText("javascript:alert(1)").tagName).toBe("SPAN");
  });
});
