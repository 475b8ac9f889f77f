import { Button, FormField, InputOTP, toast } from "@org/ui";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { OTP_LENGTH, OTP_REDIRECT_DELAY_MS, OTP_SEPARATOR_AFTER } from "@/constants";

const REQUIRED_MESSAGE = "Please enter your otp code.";

/**
 * The two-factor code. No server checks it yet: a complete code is shown back to the user, who
 * then goes home.
 */
export function OtpForm() {
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const complete = code.length === OTP_LENGTH;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!complete || submitted) return;
        setSubmitted(true);
        toast({
          title: "You submitted the following values:",
          description: (
            <pre className="mt-1 rounded-md bg-gray-a3 p-3 text-xs">
              {JSON.stringify({ otp: code }, null, 2)}
            </pre>
          ),
        });
        redirect.current = setTimeout(() => navigate("/"), OTP_REDIRECT_DELAY_MS);
      }}
    >
      <FormField
        label="One-time code"
        error={touched && code === "" ? REQUIRED_MESSAGE : undefined}
      >
        <InputOTP
          length={OTP_LENGTH}
          separatorAfter={[OTP_SEPARATOR_AFTER]}
          value={code}
          onChange={setCode}
          onBlur={() => setTouched(true)}
          autoFocus
        />
      </FormField>
      <Button type="submit" disabled={!complete} loading={submitted}>
        Verify
      </Button>
    </form>
  );
}
