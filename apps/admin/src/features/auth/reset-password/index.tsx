import { Link, useSearchParams } from "react-router";
import { AuthLayout } from "@/components/auth-layout";
import { MissingResetToken, ResetPasswordForm } from "./components/reset-password-form";

/** The query parameter of a reset link that carries its token. */
export const RESET_TOKEN_PARAM = "token";

export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get(RESET_TOKEN_PARAM);
  return (
    <AuthLayout
      title="Choose a new password"
      description="Enter a new password of at least 8 characters for your account."
      footer={
        <Link to="/sign-in" className="underline underline-offset-4 hover:text-foreground">
          Back to login
        </Link>
      }
    >
      {token ? <ResetPasswordForm token={token} /> : <MissingResetToken />}
    </AuthLayout>
  );
}
