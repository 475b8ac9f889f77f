import { describe, expect, it } from "vitest";
import { isHostAllowListed, isPublicAddress } from "./address-policy";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.251",
    "255.255.255.255",
    "::",
    "::1",
    "[::1]",
    "fe80::1",
    "fe80::1%eth0",
    "fd12:3456::1",
    "fc00::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "64:ff9b::10.0.0.1",
    "::127.0.0.1",
    "not-an-ip",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "2606:4700:4700::1111",
    "::ffff:93.184.216.34",
    "2a00:1450:4007:80e::200e",
  ])("accepts %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("isHostAllowListed", () => {
  it("compares host names case-insensitively, IPv6 with or without brackets", () => {
    expect(isHostAllowListed("Intranet.Example", ["intranet.example"])).toBe(true);
    expect(isHostAllowListed("[::1]", ["::1"])).toBe(true);
    expect(isHostAllowListed("localhost", ["127.0.0.1"])).toBe(false);
  });
});
