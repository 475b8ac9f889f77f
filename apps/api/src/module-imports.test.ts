import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// How the server's folders may import each other: each module under modules/ is read without
// the others that need it (no circle), and http/ is given what it needs by app.ts.

const SOURCE = dirname(new URL(import.meta.url).pathname);
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^"';]*?from\s+"(\.[^"]+)"/g;

/** Every source file of the server (tests aside), as paths from src/. */
function sourceFiles(folder = SOURCE): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts");
    return isSource ? [relative(SOURCE, path)] : [];
  });
}

/** The files a source file imports, as paths from src/ (without their extension). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SOURCE, file), "utf8");
  return [...text.matchAll(IMPORT)].map((match) =>
    relative(SOURCE, resolve(SOURCE, dirname(file), match[1] as string)),
  );
}

/** The module a path lies in: its folder under modules/, if any. */
function moduleOf(path: string): string | undefined {
  const [top, name, ...rest] = path.split("/");
  return top === "modules" && rest.length > 0 ? name : undefined;
}

/** A circle of modules each importing the next, if the graph has one. */
function circleIn(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] | undefined {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | undefined => {
    const seen = path.indexOf(node);
    if (seen >= 0) return [...path.slice(seen), node];
    if (done.has(node)) return undefined;
    for (const next of graph.get(node) ?? []) {
      const circle = visit(next, [...path, node]);
      if (circle) return circle;
    }
    done.add(node);
    return undefined;
  };
  for (const node of graph.keys()) {
    const circle = visit(node, []);
    if (circle) return circle;
  }
  return undefined;
}

describe("imports between the server's folders", () => {
  const files = sourceFiles();

  it("finds the modules' imports of each other", () => {
    // A reading that found no import would let every check below pass.
    expect(files.filter((file) => moduleOf(file)).length).toBeGreaterThan(50);
    expect(importsOf("app.ts").some((path) => moduleOf(path) === "chat")).toBe(true);
  });

  it("has no circle of modules importing each other", () => {
    const graph = new Map<string, Set<string>>();
    for (const file of files) {
      const from = moduleOf(file);
      if (!from) continue;
      for (const path of importsOf(file)) {
        const to = moduleOf(path);
        if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
      }
    }
    expect(graph.size).toBeGreaterThan(5);
    expect(circleIn(graph)).toBeUndefined();
  });

  it("keeps http/ free of the modules", () => {
    const reaching = files
      .filter((file) => file.startsWith("http/"))
      .flatMap((file) => importsOf(file).map((path) => `${file} -> ${path}`))
      .filter((edge) => moduleOf(edge.split(" -> ")[1] as string));
    expect(reaching).toEqual([]);
  });
});
