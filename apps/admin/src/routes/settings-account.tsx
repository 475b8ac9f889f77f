export { SettingsAccount as Component } from "@/features/settings";
