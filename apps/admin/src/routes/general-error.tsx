export { GeneralError as Component } from "@/features/errors";
