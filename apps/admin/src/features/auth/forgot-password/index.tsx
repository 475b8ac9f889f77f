import { Link } from "react-router";
import { AuthLayout } from "@/components/auth-layout";
import { ForgotPasswordForm } from "./components/forgot-password-form";

export function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot Password"
      description="Enter your registered email and we will send you a link to reset your password."
      footer={
        <>
          Remembered it?{" "}
          <Link to="/sign-in" className="underline underline-offset-4 hover:text-foreground">
            Back to login
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
