export { SettingsAppearance as Component } from "@/features/settings";
