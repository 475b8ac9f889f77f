export { ForbiddenError as Component } from "@/features/errors";
