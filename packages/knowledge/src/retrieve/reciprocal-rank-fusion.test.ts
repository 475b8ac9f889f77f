import { describe, expect, it } from "vitest";
import { reciprocalRankFusion } from "./reciprocal-rank-fusion";

describe("reciprocalRankFusion", () => {
  it("ranks first what both lists rank well", () => {
    const lexical = ["a", "b", "c"];
    const semantic = ["c", "a", "d"];
    const fused = reciprocalRankFusion([lexical, semantic], (id) => id);
    expect(fused.map((entry) => entry.item)).toEqual(["a", "c", "b", "d"]);
    expect(fused[0]?.score).toBeCloseTo(1 / 61 + 1 / 62);
    expect(fused[3]?.score).toBeCloseTo(1 / 63);
  });

  it("keeps a single list's order", () => {
    expect(reciprocalRankFusion([[3, 1, 2]], (id) => id).map((entry) => entry.item)).toEqual([
      3, 1, 2,
    ]);
  });
});
