// The tsup plugin of every published package's build: its source maps name only what it ships.
import { readFile, rm, writeFile } from "node:fs/promises";
import { basename, isAbsolute, resolve } from "node:path";

/**
 * The map of the file named `file` (its base name, beside it in dist/) as it may be shipped: the
 * sources it gives no content for are left out with the places mapped to them, and `file` is the
 * file's own name. Such a source is a file of the build, not of the package: tsup's CommonJS
 * build with chunks turns its ES modules into CommonJS in a second step, whose map names the first
 * step's output by its absolute path on the build machine, for the lines it added (the banner,
 * the `require` calls), and for every line of an entry that only re-exports its chunks. Null when
 * nothing of the file comes from a source: no map is better than one that maps nothing.
 *
 * @param {import("./shipped-source-maps").SourceMap} map
 * @param {string} file
 * @returns {import("./shipped-source-maps").SourceMap | null}
 */
export function shippedMap(map, file) {
  const kept = map.sources.map((_, index) => map.sourcesContent?.[index] != null);
  /** @type {number[]} */
  const newIndex = [];
  let next = 0;
  for (const keep of kept) newIndex.push(keep ? next++ : -1);
  const sources = map.sources.filter((_, index) => kept[index]);
  const onMachine = sources.find((source) => isAbsolute(source));
  if (onMachine) throw new Error(`${file}.map: the source ${onMachine} is a path of this machine`);
  if (sources.length === 0) return null;
  const lines = decodeMappings(map.mappings).map((segments) =>
    segments.map(([column = 0, from, ...place]) => {
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
 *
 * @returns {import("./shipped-source-maps").SourceMapPlugin}
 */
export function shippedSourceMaps() {
  return {
    name: "shipped-source-maps",
    async buildEnd({ writtenFiles }) {
      for (const written of writtenFiles) {
        if (!written.name.endsWith(".map")) continue;
        const mapPath = resolve(written.name);
        const codePath = mapPath.slice(0, -".map".length);
        const raw = JSON.parse(await readFile(mapPath, "utf8"));
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

/** @param {string} text */
function escaped(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const VLQ_CONTINUATION = 32;
const VLQ_DIGIT_MASK = 31;

/**
 * The `mappings` of a map, line by line, with the absolute values of each field (see Segment).
 *
 * @param {string} mappings
 * @returns {number[][][]}
 */
export function decodeMappings(mappings) {
  const previous = [0, 0, 0, 0, 0];
  return mappings.split(";").map((line) => {
    previous[0] = 0;
    if (line === "") return [];
    return line.split(",").map((text) =>
      decodeVlqs(text).map((delta, field) => {
        previous[field] = (previous[field] ?? 0) + delta;
        return previous[field];
      }),
    );
  });
}

/**
 * `mappings` again, from lines of segments with absolute values.
 *
 * @param {number[][][]} lines
 * @returns {string}
 */
export function encodeMappings(lines) {
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

/** @param {string} text */
function decodeVlqs(text) {
  const values = [];
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

/** @param {number} value */
function encodeVlq(value) {
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
