export { TermsPage as Component } from "@/features/legal";
