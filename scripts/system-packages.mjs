// The system packages the test suites read (Chromium for the browser tests, the French
// documentation of the knowledge benchmark's real check sets), installed before the tests run so
// that `pnpm test:all` needs nothing installed by hand. Each workspace names the Debian packages
// its tests need in its package.json, under `debianPackages`.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The Debian packages that the given workspaces' tests need, each named once, in order. */
export function neededPackages(workspaceDirs) {
  const names = workspaceDirs.flatMap((dir) => {
    const manifest = join(dir, "package.json");
    if (!existsSync(manifest)) return [];
    return JSON.parse(readFileSync(manifest, "utf8")).debianPackages ?? [];
  });
  return [...new Set(names)];
}

/**
 * Installs the packages that are missing with apt-get (as root, or through a sudo that asks for
 * no password). Answers what is still missing afterwards, with the command that would install it:
 * empty when everything is there.
 */
export function installMissing(packages) {
  const env = process.env;
  // A browser named by CHROMIUM_PATH stands in for Debian's.
  const wanted = packages.filter(
    (name) => !(name === "chromium" && env.CHROMIUM_PATH && existsSync(env.CHROMIUM_PATH)),
  );
  if (!commandExists("dpkg")) {
    return wanted.length === 0
      ? []
      : [`not a Debian system: install the equivalents of ${wanted.join(", ")}`];
  }
  const missing = () => wanted.filter((name) => !isInstalled(name));
  const before = missing();
  if (before.length === 0) return [];

  const install = ["install", "-y", "-qq", ...before];
  const sudo =
    process.getuid?.() === 0
      ? []
      : spawnSync("sudo", ["-n", "true"]).status === 0
        ? ["sudo", "-n"]
        : null;
  if (sudo === null) {
    return [`${before.join(", ")}: run \`sudo apt-get ${install.join(" ")}\`, then again`];
  }
  console.info(`Installing ${before.join(", ")} (Debian packages the tests read)`);
  const aptGet = (...args) => {
    const [command, ...rest] = [...sudo, "apt-get", ...args];
    spawnSync(command, rest, {
      env: { ...env, DEBIAN_FRONTEND: "noninteractive" },
      stdio: ["ignore", "ignore", "inherit"],
    });
  };
  aptGet("update", "-qq");
  aptGet(...install);
  const after = missing();
  return after.length === 0
    ? []
    : [`${after.join(", ")}: \`apt-get install\` did not install them`];
}

function isInstalled(name) {
  const result = spawnSync("dpkg", ["-s", name], { encoding: "utf8" });
  return result.status === 0 && /^Status: install ok installed$/m.test(result.stdout);
}

function commandExists(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}
