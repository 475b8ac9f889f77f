import { Link } from "react-router";
import { AuthLayout } from "@/components/auth-layout";
import { SignInForm } from "./components/sign-in-form";

export function SignInPage() {
  return (
    <AuthLayout
      title="Login"
      description="Enter your username and password below to log into your account."
      footer={
        <>
          By clicking login, you agree to our{" "}
          <Link to="/terms" className="underline underline-offset-4 hover:text-foreground">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to="/privacy" className="underline underline-offset-4 hover:text-foreground">
            Privacy Policy
          </Link>
          .
        </>
      }
    >
      <SignInForm />
    </AuthLayout>
  );
}
