export { MaintenanceError as Component } from "@/features/errors";
