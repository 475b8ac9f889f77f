import { describe, expect, it } from "vitest";
import { cleanOtpPaste } from "./clean-otp-paste";

describe("cleanOtpPaste", () => {
  it("removes spaces, tabs and line breaks anywhere in the text", () => {
    expect(cleanOtpPaste(" 12 3\t45\n6 ", 7)).toBe("123456");
  });

  it("keeps no more characters than there are slots", () => {
    expect(cleanOtpPaste("ABC 123 XYZ", 7)).toBe("ABC123X");
  });

  it("leaves a clean code as it is", () => {
    expect(cleanOtpPaste("a1b2c3d", 7)).toBe("a1b2c3d");
  });
});
