export { SignOutPage as Component } from "@/features/auth/sign-out";
