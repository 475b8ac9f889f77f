import { PasswordInput, type PasswordInputProps } from "@org/ui";
import { forwardRef } from "react";

/**
 * A password field of the back-office's French screens: its show/hide button speaks French. The
 * sign-in and reset pages, in English as the specification writes the sign-in, keep
 * `PasswordInput` as it is.
 */
export const FrenchPasswordInput = forwardRef<
  HTMLInputElement,
  Omit<PasswordInputProps, "showLabel" | "hideLabel">
>(function FrenchPasswordInput(props, ref) {
  return (
    <PasswordInput
      ref={ref}
      showLabel="Afficher le mot de passe"
      hideLabel="Masquer le mot de passe"
      {...props}
    />
  );
});
