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
 * One mapped place, its fields as absolute values: the generated column, then the source's index,
 * line and column, then the name's index; only the column where the code maps to nothing.
 */
export type Segment = number[];

/** The tsup plugin: run once the build has written its files. */
export interface SourceMapPlugin {
  name: string;
  buildEnd: (context: { writtenFiles: { name: string }[] }) => Promise<void>;
}

export declare function shippedMap(map: SourceMap, file: string): SourceMap | null;
export declare function shippedSourceMaps(): SourceMapPlugin;
export declare function decodeMappings(mappings: string): Segment[][];
export declare function encodeMappings(lines: Segment[][]): string;
