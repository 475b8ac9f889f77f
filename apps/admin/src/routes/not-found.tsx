export { NotFoundError as Component } from "@/features/errors";
