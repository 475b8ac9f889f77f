export { SettingsNotifications as Component } from "@/features/settings";
