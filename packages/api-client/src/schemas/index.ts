export * from "./accounts";
export * from "./auth";
export * from "./bots";
export * from "./chat";
export * from "./common";
export * from "./content";
export * from "./knowledge";
export * from "./users";
