import { DotFilledIcon } from "@radix-ui/react-icons";
import {
  OTPInput,
  type OTPInputProps,
  REGEXP_ONLY_DIGITS,
  REGEXP_ONLY_DIGITS_AND_CHARS,
  type SlotProps,
} from "input-otp";
import { Fragment, forwardRef } from "react";
import { OTP_DEFAULT_LENGTH } from "../../constants";
import { cx } from "../../lib/class-names";
import { cleanOtpPaste } from "./clean-otp-paste";

export type InputOTPMode = "alphanumeric" | "numeric";

type NativeInputProps = Omit<
  OTPInputProps,
  "maxLength" | "render" | "children" | "pattern" | "pasteTransformer" | "onChange" | "onComplete"
>;

export interface InputOTPProps extends NativeInputProps {
  /** Number of slots (7 for the sign-in code). */
  length?: number;
  /** Alphanumeric accepts letters and digits; numeric only digits (and opens a numeric keypad). */
  mode?: InputOTPMode;
  /** Slot counts after which a separator is drawn, e.g. `[3]` for `123-4567`. */
  separatorAfter?: readonly number[];
  onChange?: (value: string) => void;
  /** Called once every slot is filled. */
  onComplete?: (value: string) => void;
}

const patterns: Record<InputOTPMode, string> = {
  alphanumeric: REGEXP_ONLY_DIGITS_AND_CHARS,
  numeric: REGEXP_ONLY_DIGITS,
};

function groupSlots(slots: SlotProps[], separatorAfter: readonly number[]): SlotProps[][] {
  const cuts = [...new Set(separatorAfter)]
    .filter((cut) => cut > 0 && cut < slots.length)
    .sort((a, b) => a - b);
  const bounds = [0, ...cuts, slots.length];
  return bounds.slice(1).map((end, index) => slots.slice(bounds[index], end));
}

function Slot({ char, isActive, hasFakeCaret }: SlotProps) {
  return (
    <div
      data-active={isActive || undefined}
      className={cx(
        "relative flex h-10 w-9 items-center justify-center border-y border-r border-input text-base font-medium text-gray-12",
        "first:rounded-l-md first:border-l last:rounded-r-md",
        "data-[active]:z-10 data-[active]:outline-2 data-[active]:outline-ring",
      )}
    >
      {char}
      {hasFakeCaret ? <div aria-hidden className="ui-otp-caret" /> : null}
    </div>
  );
}

/**
 * A one-time code typed into separate slots. Only letters and digits (or only digits) are
 * accepted; pasted text loses its whitespace and is cut to the number of slots. It is one real
 * input underneath, so it needs a label (`aria-label` or a `FormField`).
 */
export const InputOTP = forwardRef<HTMLInputElement, InputOTPProps>(function InputOTP(
  {
    length = OTP_DEFAULT_LENGTH,
    mode = "alphanumeric",
    separatorAfter = [],
    onChange,
    onComplete,
    containerClassName,
    ...props
  },
  ref,
) {
  return (
    <OTPInput
      ref={ref}
      maxLength={length}
      pattern={patterns[mode]}
      inputMode={mode === "numeric" ? "numeric" : "text"}
      autoComplete="one-time-code"
      pasteTransformer={(pasted) => cleanOtpPaste(pasted, length)}
      onChange={(value) => onChange?.(value)}
      onComplete={(value: string) => onComplete?.(value)}
      containerClassName={cx(
        "flex items-center gap-2 has-[:disabled]:opacity-50",
        containerClassName,
      )}
      render={({ slots }) =>
        groupSlots(slots, separatorAfter).map((group, groupIndex) => (
          // Groups, like slots, are positions that never move.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fragment key={groupIndex}>
            {groupIndex > 0 ? (
              <div aria-hidden data-otp-separator className="text-muted-foreground">
                <DotFilledIcon />
              </div>
            ) : null}
            <div className="flex items-center">
              {group.map((slot, slotIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: positions never move
                <Slot key={slotIndex} {...slot} />
              ))}
            </div>
          </Fragment>
        ))
      }
      {...props}
    />
  );
});
