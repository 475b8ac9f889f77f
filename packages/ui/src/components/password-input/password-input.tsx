import { EyeClosedIcon, EyeOpenIcon } from "@radix-ui/react-icons";
import { TextField } from "@radix-ui/themes";
import { forwardRef, useId, useState } from "react";
import { IconButton } from "../icon-button/icon-button";
import { Input, type InputProps } from "../input/input";

export interface PasswordInputProps extends Omit<InputProps, "type"> {
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hideLabel?: string;
}

/** A password field with a button that shows or hides what was typed. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(
    { showLabel = "Show password", hideLabel = "Hide password", id, disabled, ...props },
    ref,
  ) {
    const [visible, setVisible] = useState(false);
    const generatedId = useId();
    const inputId = id ?? generatedId;
    return (
      <Input
        ref={ref}
        id={inputId}
        type={visible ? "text" : "password"}
        autoComplete="current-password"
        disabled={disabled}
        {...props}
      >
        <TextField.Slot side="right">
          <IconButton
            type="button"
            size="sm"
            variant="ghost"
            aria-label={visible ? hideLabel : showLabel}
            aria-controls={inputId}
            aria-pressed={visible}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeClosedIcon aria-hidden /> : <EyeOpenIcon aria-hidden />}
          </IconButton>
        </TextField.Slot>
      </Input>
    );
  },
);
