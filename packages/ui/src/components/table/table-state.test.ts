import { describe, expect, it } from "vitest";
import { nextSort, pageCount, pageOf, sortRows } from "./table-state";

const people = [
  { name: "Zoé", age: 31, joined: new Date("2024-03-01") },
  { name: "adam", age: 9, joined: new Date("2023-01-15") },
  { name: "Bruno", age: null, joined: new Date("2025-07-30") },
  { name: "Élise", age: 31, joined: new Date("2022-11-02") },
];

describe("sortRows", () => {
  it("orders text alphabetically, ignoring case and accents", () => {
    const names = sortRows(people, (p) => p.name, "ascending").map((p) => p.name);
    expect(names).toEqual(["adam", "Bruno", "Élise", "Zoé"]);
  });

  it("orders numbers and dates by value, both ways", () => {
    const byAge = sortRows(people, (p) => p.age, "descending").map((p) => p.name);
    expect(byAge).toEqual(["Zoé", "Élise", "adam", "Bruno"]);
    const byDate = sortRows(people, (p) => p.joined, "ascending").map((p) => p.name);
    expect(byDate).toEqual(["Élise", "adam", "Zoé", "Bruno"]);
  });

  it("puts empty values last whatever the direction and keeps ties in place", () => {
    const ascending = sortRows(people, (p) => p.age, "ascending").map((p) => p.name);
    expect(ascending).toEqual(["adam", "Zoé", "Élise", "Bruno"]);
  });

  it("compares numbers inside text as numbers", () => {
    const rows = ["item 10", "item 9", "item 100"];
    expect(sortRows(rows, (r) => r, "ascending")).toEqual(["item 9", "item 10", "item 100"]);
  });

  it("leaves the given array untouched", () => {
    const copy = [...people];
    sortRows(people, (p) => p.name, "descending");
    expect(people).toEqual(copy);
  });
});

describe("nextSort", () => {
  it("cycles ascending, descending, unsorted on the same column", () => {
    const first = nextSort(undefined, "name");
    expect(first).toEqual({ columnId: "name", direction: "ascending" });
    const second = nextSort(first, "name");
    expect(second).toEqual({ columnId: "name", direction: "descending" });
    expect(nextSort(second, "name")).toBeUndefined();
  });

  it("starts ascending when another column is picked", () => {
    expect(nextSort({ columnId: "name", direction: "descending" }, "age")).toEqual({
      columnId: "age",
      direction: "ascending",
    });
  });
});

describe("paging", () => {
  const rows = Array.from({ length: 23 }, (_, i) => i);

  it("counts pages, with at least one for an empty list", () => {
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(0, 10)).toBe(1);
  });

  it("slices one page, the last one possibly short", () => {
    expect(pageOf(rows, 0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(rows, 2, 10)).toEqual([20, 21, 22]);
  });

  it("shows the last page when asked for one past the end", () => {
    expect(pageOf(rows, 7, 10)).toEqual([20, 21, 22]);
  });
});
