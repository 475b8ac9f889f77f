export { HelpCenterPage as Component } from "@/features/help-center";
