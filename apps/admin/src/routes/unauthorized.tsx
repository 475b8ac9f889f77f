export { UnauthorizedError as Component } from "@/features/errors";
