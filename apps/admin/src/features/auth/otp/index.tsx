import { Link } from "react-router";
import { AuthLayout } from "@/components/auth-layout";
import { OtpForm } from "./components/otp-form";

export function OtpPage() {
  return (
    <AuthLayout
      title="Two-factor Authentication"
      description="Enter the seven-character code you received to finish signing in."
      footer={
        <>
          Haven't received it?{" "}
          <Link to="/sign-in" className="underline underline-offset-4 hover:text-foreground">
            Resend a new code.
          </Link>
        </>
      }
    >
      <OtpForm />
    </AuthLayout>
  );
}
