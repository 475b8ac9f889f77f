import { describe, expect, it } from "vitest";
import { decodeMappings, encodeMappings, shippedMap } from "./shipped-source-maps.js";

/** The first step's output, named by the CommonJS step as tsup names it. */
const BUILD_OUTPUT = "/tmp/build/packages/chat-widget/dist/index.cjs";

describe("the source maps shipped", () => {
  it("reads and writes mappings as they are", () => {
    const mappings = ";;;;;;AACA,IAAM,iBAAiB,CAAC,QAAQ;AAMjE,SAAS,QAAQ,KAAqB;;;ACdA,SAAS";
    expect(encodeMappings(decodeMappings(mappings))).toBe(mappings);
    expect(decodeMappings("AAAA,CAAC;EACE")).toEqual([
      [
        [0, 0, 0, 0],
        [1, 0, 0, 1],
      ],
      [[2, 0, 1, 3]],
    ]);
  });

  it("leaves out the build's own output and what maps to it, and names the file as shipped", () => {
    const map = shippedMap(
      {
        version: 3,
        file: BUILD_OUTPUT,
        sources: [BUILD_OUTPUT, "../src/a.ts", "../src/b.ts"],
        sourcesContent: [null, "export const a = 1;", "export const b = 2;"],
        names: [],
        // Line 1: the banner, from the build's output; line 2: a.ts, then b.ts, then the output.
        mappings: encodeMappings([
          [[0, 0, 0, 0]],
          [
            [0, 1, 0, 0],
            [10, 2, 0, 0],
            [20, 0, 5, 0],
          ],
        ]),
      },
      "index.cjs",
    );
    expect(map).toMatchObject({
      file: "index.cjs",
      sources: ["../src/a.ts", "../src/b.ts"],
      sourcesContent: ["export const a = 1;", "export const b = 2;"],
    });
    expect(decodeMappings(map?.mappings ?? "")).toEqual([
      [[0]],
      [[0, 0, 0, 0], [10, 1, 0, 0], [20]],
    ]);
  });

  it("ships no map for a file that comes from no source, as an entry that only re-exports", () => {
    const map = { version: 3, sources: [BUILD_OUTPUT], names: [], mappings: "AAAA;AACA" };
    expect(shippedMap(map, "host.cjs")).toBeNull();
    expect(shippedMap({ version: 3, sources: [], names: [], mappings: "" }, "host.js")).toBeNull();
  });

  it("fails the build rather than ship a path of the build machine", () => {
    const map = {
      version: 3,
      sources: ["/home/someone/src/a.ts"],
      sourcesContent: ["export const a = 1;"],
      names: [],
      mappings: "AAAA",
    };
    expect(() => shippedMap(map, "index.cjs")).toThrow("/home/someone/src/a.ts");
  });
});
