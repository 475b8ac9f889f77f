export { Button } from "./components/button/button";
export * from "./constants";
