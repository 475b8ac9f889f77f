export { SettingsSection as Component } from "@/features/settings";
