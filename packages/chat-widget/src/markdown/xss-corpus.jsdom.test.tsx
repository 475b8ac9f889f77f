// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./render-markdown";
import { executableParts, PAYLOADS } from "./xss-corpus";

// The same corpus in a second DOM implementation, which parses and serialises as browsers do.
describe("answers carrying script, drawn in jsdom", () => {
  it.each(PAYLOADS)("render %j without anything that runs", (payload) => {
    const { container } = render(<Markdown source={payload} />);
    expect(executableParts(container)).toEqual([]);
  });
});
