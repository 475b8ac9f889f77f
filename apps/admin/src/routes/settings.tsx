export { SettingsLayout as Component } from "@/features/settings";
