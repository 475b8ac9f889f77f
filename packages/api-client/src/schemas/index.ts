export * from "./accounts";
export * from "./analytics";
export * from "./appearance";
export * from "./assistant-tests";
export * from "./auth";
export * from "./bots";
export * from "./chat";
export * from "./chat-history";
export * from "./common";
export * from "./content";
export * from "./curated-answers";
// Named here, not only through ./appearance, so that a bundle taking the defaults leaves zod out.
export { DEFAULT_APPEARANCE, DEFAULT_WIDGET_COLOR } from "./default-appearance";
export * from "./knowledge";
export * from "./language-models";
export * from "./missed-questions";
export * from "./profile";
export * from "./session-refusal";
export * from "./users";
