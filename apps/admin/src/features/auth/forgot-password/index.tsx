import { authQueries, useApiClient } from "@org/api-client/react";
import { Skeleton } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { AuthLayout } from "@/components/auth-layout";
import { ForgotPasswordForm } from "./components/forgot-password-form";
import { ForgotPasswordWithoutMail } from "./components/forgot-password-without-mail";

export function ForgotPasswordPage() {
  // In English, as the other sign-in screens. A server that cannot say (an older one answers
  // 404) is offered the form at once, as before.
  const info = useQuery({ ...authQueries.passwordResetInfo(useApiClient()), retry: false });
  const withoutMail = info.data?.sends_mail === false;
  return (
    <AuthLayout
      title="Forgot Password"
      description={
        withoutMail
          ? "This server cannot send mail, so no link to choose a new password can be sent to you."
          : "Enter your registered email and we will send you a link to reset your password."
      }
      footer={
        <>
          Remembered it?{" "}
          <Link to="/sign-in" className="underline underline-offset-4 hover:text-foreground">
            Back to login
          </Link>
        </>
      }
    >
      {info.isPending ? (
        <Skeleton className="h-24 w-full" aria-hidden />
      ) : withoutMail ? (
        <ForgotPasswordWithoutMail />
      ) : (
        <ForgotPasswordForm />
      )}
    </AuthLayout>
  );
}
