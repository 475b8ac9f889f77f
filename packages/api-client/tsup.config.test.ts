import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, isAbsolute, join, resolve } from "node:path";
import { build, type Options } from "tsup";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import configs from "./tsup.config";

const packageDir = import.meta.dirname;
let outDir: string;

/** An entry of the configuration, named from the package's folder whatever the current one. */
function fromPackage(entry: Options["entry"]): Options["entry"] {
  if (Array.isArray(entry)) {
    return entry.map((glob) =>
      glob.startsWith("!") ? `!${join(packageDir, glob.slice(1))}` : join(packageDir, glob),
    );
  }
  return Object.fromEntries(
    Object.entries(entry ?? {}).map(([name, path]) => [name, join(packageDir, path)]),
  );
}

/** The files written under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

// The package's two builds as `pnpm build` runs them, declarations aside.
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), "api-client-build-"));
  for (const options of configs as Options[]) {
    await build({
      ...options,
      entry: fromPackage(options.entry),
      dts: false,
      outDir,
      config: false,
      silent: true,
    });
  }
}, 120_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe("the source maps shipped", () => {
  it("name only the files the code comes from, each with its content, and the file's own name", async () => {
    const maps = (await filesUnder(outDir)).filter((file) => file.endsWith(".map"));
    // Both builds ship maps: the CommonJS entries', and the ES modules' chunks.
    expect(maps).toContain("index.cjs.map");
    expect(maps.some((file) => file.endsWith(".js.map"))).toBe(true);
    for (const file of maps) {
      const map = JSON.parse(await readFile(join(outDir, file), "utf8"));
      expect(map.file, file).toBe(basename(file, ".map"));
      expect(map.sources.length, file).toBeGreaterThan(0);
      map.sources.forEach((source: string, index: number) => {
        // The package's sources, and those of ky, which the CommonJS build carries: never a file
        // of the build itself, nor a path of the machine that built it.
        const from = resolve(dirname(join(outDir, file)), source);
        expect(isAbsolute(source), `${file}: ${source}`).toBe(false);
        expect(from.startsWith(outDir), `${file}: ${source}`).toBe(false);
        expect(typeof map.sourcesContent[index], `${file}: ${source}`).toBe("string");
      });
    }
  });

  it("leave no map to a file that comes from no source, as an entry that only re-exports", async () => {
    const code = (await filesUnder(outDir)).filter((file) => /\.c?js$/.test(file));
    expect(code).toContain("routes.cjs");
    expect(existsSync(join(outDir, "routes.cjs.map"))).toBe(false);
    for (const file of code) {
      const text = await readFile(join(outDir, file), "utf8");
      const pointed = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
      // A file that names a map ships it.
      if (pointed) expect(existsSync(join(dirname(join(outDir, file)), pointed)), file).toBe(true);
    }
    expect(await readFile(join(outDir, "routes.cjs"), "utf8")).not.toContain("sourceMappingURL");
  });
});
