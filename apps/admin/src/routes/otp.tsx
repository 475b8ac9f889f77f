export { OtpPage as Component } from "@/features/auth/otp";
