export { AccountsPage as Component } from "@/features/accounts";
