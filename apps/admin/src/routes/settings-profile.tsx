export { SettingsProfile as Component } from "@/features/settings";
