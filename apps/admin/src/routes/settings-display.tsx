export { SettingsDisplay as Component } from "@/features/settings";
