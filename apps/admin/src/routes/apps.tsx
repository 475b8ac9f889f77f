export { AppsPage as Component } from "@/features/apps";
