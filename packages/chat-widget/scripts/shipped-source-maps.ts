import { readFile, rm, writeFile } from "node:fs/promises";
import { basename, isAbsolute, resolve } from "node:path";
import type { Options } from "tsup";

type TsupPlugin = NonNullable<Options["plugins"]>[number];

/** A source map as written to dist/ (version 3). */
export interface SourceMap {
  version: number;
  file?: string;
  sourceRoot?: string;
  sources: string[];
  sourcesContent?: (string | null)[];
  names: string[];
  mappings: string;
}

/**
 * The map of the file named `file` (its base name, beside it in dist/) as it may be shipped: the
 * sources it gives no content for are left out with the places mapped to them, and `file` is the
 * file's own name. Such a source is a file of the build, not of the package: tsup's CommonJS
 * build with chunks turns its ES modules into CommonJS in a second step, whose map names the first
 * step's output by its absolute path on the build machine, for the lines it added (the banner,
 * the `require` calls), and for every line of an entry that only re-exports its chunks. Null when
 * nothing of the file comes from a source: no map is better than one that maps nothing.
 */
export function shippedMap(map: SourceMap, file: string): SourceMap | null {
  const kept = map.sources.map((_, index) => map.sourcesContent?.[index] != null);
  const newIndex: number[] = [];
  let next = 0;
  for (const keep of kept) newIndex.push(keep ? next++ : -1);
  const sources = map.sources.filter((_, index) => kept[index]);
  const onMachine = sources.find((source) => isAbsolute(source));
  if (onMachine) throw new Error(`${file}.map: the source ${onMachine} is a path of this machine`);
  if (sources.length === 0) return null;
  const lines = decodeMappings(map.mappings).map((segments) =>
    segments.map(([column = 0, from, ...place]): Segment => {
      if (from === undefined) return [column];
      const source = newIndex[from] ?? -1;
      // The generated code from here on comes from no source shipped.
      return source === -1 ? [column] : [column, source, ...place];
    }),
  );
  return {
    version: map.version,
    file,
    ...(map.sourceRoot ? { sourceRoot: map.sourceRoot } : {}),
    sources,
    sourcesContent: (map.sourcesContent ?? []).filter((_, index) => kept[index]),
    names: map.names,
    mappings: encodeMappings(lines),
  };
}

/**
 * Rewrites every source map the build wrote as `shippedMap` says, and deletes the maps of files
 * that come from no source, with the comment pointing at them.
 */
export function shippedSourceMaps(): TsupPlugin {
  return {
    name: "shipped-source-maps",
    async buildEnd({ writtenFiles }) {
      for (const written of writtenFiles) {
        if (!written.name.endsWith(".map")) continue;
        const mapPath = resolve(written.name);
        const codePath = mapPath.slice(0, -".map".length);
        const raw = JSON.parse(await readFile(mapPath, "utf8")) as SourceMap;
        const map = shippedMap(raw, basename(codePath));
        if (map) {
          await writeFile(mapPath, JSON.stringify(map));
          continue;
        }
        await rm(mapPath);
        const code = await readFile(codePath, "utf8");
        const comment = `//# sourceMappingURL=${basename(mapPath)}`;
        await writeFile(codePath, code.replace(new RegExp(`\\n?${escaped(comment)}\\s*$`), "\n"));
      }
    },
  };
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * One mapped place, its fields as absolute values: the generated column, then the source's index,
 * line and column, then the name's index; only the column where the code maps to nothing.
 */
type Segment = number[];

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const VLQ_CONTINUATION = 32;
const VLQ_DIGIT_MASK = 31;

/** The `mappings` of a map, line by line, with the absolute values of each field. */
export function decodeMappings(mappings: string): Segment[][] {
  const previous = [0, 0, 0, 0, 0];
  return mappings.split(";").map((line) => {
    previous[0] = 0;
    if (line === "") return [];
    return line.split(",").map((text) => {
      const segment = decodeVlqs(text).map((delta, field) => {
        previous[field] = (previous[field] ?? 0) + delta;
        return previous[field];
      });
      return segment;
    });
  });
}

/** `mappings` again, from lines of segments with absolute values. */
export function encodeMappings(lines: Segment[][]): string {
  const previous = [0, 0, 0, 0, 0];
  return lines
    .map((segments) => {
      previous[0] = 0;
      return segments
        .map((segment) =>
          segment
            .map((value, field) => {
              const delta = value - (previous[field] ?? 0);
              previous[field] = value;
              return encodeVlq(delta);
            })
            .join(""),
        )
        .join(",");
    })
    .join(";");
}

function decodeVlqs(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of text) {
    const digit = BASE64.indexOf(character);
    if (digit === -1) throw new Error(`Not a source map's base64 digit: ${character}`);
    value += (digit & VLQ_DIGIT_MASK) << shift;
    if (digit & VLQ_CONTINUATION) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

function encodeVlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let text = "";
  do {
    let digit = rest & VLQ_DIGIT_MASK;
    rest >>>= 5;
    if (rest > 0) digit |= VLQ_CONTINUATION;
    text += BASE64[digit];
  } while (rest > 0);
  return text;
}
