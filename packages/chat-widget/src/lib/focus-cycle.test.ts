import { afterEach, describe, expect, it } from "vitest";
import { keepTabWithin } from "./focus-cycle";

function tab(container: HTMLElement, shiftKey = false) {
  const event = new KeyboardEvent("keydown", { key: "Tab", shiftKey, cancelable: true });
  const taken = keepTabWithin(container, event);
  return { taken, prevented: event.defaultPrevented };
}

describe("keepTabWithin", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("goes round from the last control to the first and back, leaving the others to the browser", () => {
    document.body.innerHTML = `<a href="#page">page</a>
      <section id="panel"><a href="#policy">policy</a><button hidden>gone</button>
      <button disabled>off</button><input id="middle"><button id="accept">accept</button></section>`;
    const panel = document.getElementById("panel") as HTMLElement;
    const [policy, middle, accept] = ["a[href='#policy']", "#middle", "#accept"].map(
      (selector) => panel.querySelector(selector) as HTMLElement,
    ) as [HTMLElement, HTMLElement, HTMLElement];

    accept.focus();
    expect(tab(panel)).toEqual({ taken: true, prevented: true });
    expect(document.activeElement).toBe(policy);
    expect(tab(panel, true)).toEqual({ taken: true, prevented: true });
    expect(document.activeElement).toBe(accept);
    middle.focus();
    expect(tab(panel)).toEqual({ taken: false, prevented: false });
    // Focus found outside comes back in.
    (document.querySelector("a[href='#page']") as HTMLElement).focus();
    tab(panel);
    expect(document.activeElement).toBe(policy);
  });

  it("takes no other key", () => {
    document.body.innerHTML = `<section id="panel"><button>only</button></section>`;
    const panel = document.getElementById("panel") as HTMLElement;
    const event = new KeyboardEvent("keydown", { key: "Enter", cancelable: true });
    expect(keepTabWithin(panel, event)).toBe(false);
  });
});
