/** The Radix Themes stylesheet of @org/ui: see radix-themes-css.mjs. */
export declare const radixRoot: string;
/** src/styles/radix-themes.css */
export declare const outputFile: string;
export declare const UTILITY_PROPS: Readonly<Record<string, string>>;
export declare function importedComponents(sourceDir?: string): string[];
export declare function renderedModules(componentNames: string[]): string[];
export declare function renderedClasses(modules: string[]): Set<string>;
/** The content of src/styles/radix-themes.css, as the sources and Radix Themes make it now. */
export declare function radixThemesCss(sourceDir?: string): string;
