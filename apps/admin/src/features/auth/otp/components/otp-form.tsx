import { Button, FormField, InputOTP, toast } from "@org/ui";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { OTP_LENGTH, OTP_REDIRECT_DELAY_MS, OTP_SEPARATOR_AFTER } from "@/constants";
import { useForm } from "@/lib/use-form";

const REQUIRED_MESSAGE = "Please enter your otp code.";

/**
 * The two-factor code. No server checks it yet: a complete code is shown back to the user, who
 * then goes home.
 */
export function OtpForm() {
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const form = useForm({
    initialValues: { otp: "" },
    check: ({ otp }) => (otp === "" ? { otp: REQUIRED_MESSAGE } : {}),
    // Once the field was left or a send tried, an empty code says so until one is typed.
    recheckOnChange: true,
    send: ({ otp }) => {
      if (otp.length !== OTP_LENGTH || submitted) return;
      setSubmitted(true);
      toast({
        title: "You submitted the following values:",
        description: (
          <pre className="mt-1 rounded-md bg-gray-a3 p-3 text-xs">
            {JSON.stringify({ otp }, null, 2)}
          </pre>
        ),
      });
      redirect.current = setTimeout(() => navigate("/"), OTP_REDIRECT_DELAY_MS);
    },
  });
  const complete = form.values.otp.length === OTP_LENGTH;

  return (
    <form className="grid gap-4" noValidate onSubmit={form.submit}>
      <FormField label="One-time code" error={form.errors.otp}>
        <InputOTP
          length={OTP_LENGTH}
          separatorAfter={[OTP_SEPARATOR_AFTER]}
          value={form.values.otp}
          onChange={(otp) => form.set("otp", otp)}
          onBlur={() => form.validate()}
          autoFocus
        />
      </FormField>
      <Button type="submit" disabled={!complete} loading={submitted}>
        Verify
      </Button>
    </form>
  );
}
