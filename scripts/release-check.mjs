#!/usr/bin/env node
// The release dry run, on a copy of the working tree (the real one is never touched): versions the
// pending changesets with `pnpm changeset version`, then `pnpm publish -r --dry-run`, and checks
// that every public package would ship its built code, its README and its changelog, with its
// workspace dependencies turned into version ranges. Needs the packages built (`pnpm build`).
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
/** Generated or local-only folders the copy leaves out; dist/ stays, it is what gets published. */
const NOT_COPIED = new Set([
  "node_modules",
  ".git",
  ".turbo",
  ".data",
  "storybook-static",
  "test-results",
  "test-results.json",
  "playwright-report",
]);
const BUMPS = ["patch", "minor", "major"];

const problems = [];
const work = mkdtempSync(join(tmpdir(), "release-check-"));
try {
  cpSync(root, work, { recursive: true, filter: (source) => !NOT_COPIED.has(basename(source)) });
  const packages = publicPackages(work);
  const before = new Map(packages.map((pkg) => [pkg.name, pkg.manifest.version]));
  const pending = pendingBumps(work);

  run(work, "pnpm", [
    "install",
    "--offline",
    "--frozen-lockfile",
    "--ignore-scripts",
    "--filter",
    ".",
    "--filter",
    "./packages/*",
  ]);
  run(work, "pnpm", ["changeset", "version"]);
  const versioned = publicPackages(work);
  for (const pkg of versioned) checkVersioned(pkg, before.get(pkg.name), pending.get(pkg.name));
  if (readdirSync(join(work, ".changeset")).some(isChangeset)) {
    problems.push("changeset version left changesets behind");
  }

  const summary = join(work, "pnpm-publish-summary.json");
  run(work, "pnpm", ["publish", "-r", "--dry-run", "--no-git-checks", "--report-summary"]);
  const published = JSON.parse(readFileSync(summary, "utf8")).publishedPackages;
  // A version already on the registry is skipped by pnpm: only new versions must be in the run.
  for (const pkg of versioned.filter((pkg) => pkg.manifest.version !== before.get(pkg.name))) {
    if (
      !published.some((entry) => entry.name === pkg.name && entry.version === pkg.manifest.version)
    ) {
      problems.push(`${pkg.name}@${pkg.manifest.version} is not in the dry-run publish`);
    }
  }

  const packed = join(work, "packed");
  mkdirSync(packed);
  for (const pkg of versioned) checkTarball(pkg, packed, versioned);
  for (const pkg of versioned) {
    console.info(`${pkg.name}: ${before.get(pkg.name)} → ${pkg.manifest.version}`);
  }
} catch (error) {
  problems.push(error.message);
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`\nRelease dry run failed:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.info("Release dry run passed.");

function run(cwd, command, args) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: process.env });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} exited with ${result.status}\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

function publicPackages(base) {
  return readdirSync(join(base, "packages"))
    .map((name) => join(base, "packages", name))
    .filter((dir) => existsSync(join(dir, "package.json")))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) }))
    .filter((pkg) => !pkg.manifest.private)
    .map((pkg) => ({ ...pkg, name: pkg.manifest.name }));
}

function isChangeset(file) {
  return file.endsWith(".md") && file !== "README.md";
}

/** The strongest bump the pending changesets ask for, per package. */
function pendingBumps(base) {
  const bumps = new Map();
  const dir = join(base, ".changeset");
  for (const file of readdirSync(dir).filter(isChangeset)) {
    const text = readFileSync(join(dir, file), "utf8");
    const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(text);
    if (!frontmatter) {
      problems.push(`.changeset/${file} does not start with its "---" frontmatter`);
      continue;
    }
    for (const [, name, bump] of frontmatter[1].matchAll(/^["']?([^"':]+)["']?:\s*(\w+)\s*$/gm)) {
      if (BUMPS.indexOf(bump) > BUMPS.indexOf(bumps.get(name))) bumps.set(name, bump);
    }
  }
  return bumps;
}

function checkVersioned(pkg, previous, bump) {
  const version = pkg.manifest.version;
  if (!bump) return;
  if (version === previous) {
    problems.push(`${pkg.name} was not bumped (${bump} pending, still ${version})`);
    return;
  }
  const changelog = join(pkg.dir, "CHANGELOG.md");
  if (!existsSync(changelog) || !readFileSync(changelog, "utf8").includes(`## ${version}`)) {
    problems.push(`${pkg.name}: CHANGELOG.md has no "## ${version}" section`);
  }
}

/** What `pnpm pack` puts in the tarball: the files the manifest points at, and no workspace: range. */
function checkTarball(pkg, destination, all) {
  const output = run(pkg.dir, "pnpm", ["pack", "--json", "--pack-destination", destination]);
  const tarball = JSON.parse(output).filename;
  const files = new Set(
    run(destination, "tar", ["-tzf", tarball])
      .split("\n")
      .filter(Boolean)
      .map((file) => file.replace(/^package\//, "")),
  );
  const manifest = JSON.parse(run(destination, "tar", ["-xzOf", tarball, "package/package.json"]));
  for (const required of ["README.md", "CHANGELOG.md", "package.json"]) {
    if (!files.has(required)) problems.push(`${pkg.name}: ${required} is not in the tarball`);
  }
  const typesVersions = Object.values(manifest.typesVersions ?? {}).flatMap((map) =>
    Object.values(map).flat(),
  );
  for (const target of [
    ...exportTargets(manifest.exports),
    ...[manifest.main, manifest.module, manifest.types].filter(Boolean),
    ...typesVersions,
  ]) {
    if (!files.has(target.replace(/^\.\//, ""))) {
      problems.push(`${pkg.name}: ${target} (in its manifest) is not in the tarball; is it built?`);
    }
  }
  const ranges = { ...manifest.dependencies, ...manifest.peerDependencies };
  for (const [name, range] of Object.entries(ranges)) {
    if (range.startsWith("workspace:")) problems.push(`${pkg.name}: ${name} is still ${range}`);
    const sibling = all.find((other) => other.name === name);
    if (sibling && range !== `^${sibling.manifest.version}`) {
      problems.push(`${pkg.name}: ${name} is ${range}, not ^${sibling.manifest.version}`);
    }
  }
}

/**
 * The files a published `exports` map points at, under every condition: the workspace's source
 * condition must not reach the registry (`publishConfig.exports` leaves it out).
 */
function exportTargets(exports) {
  if (typeof exports === "string") return exports.includes("*") ? [] : [exports];
  if (!exports || typeof exports !== "object") return [];
  return Object.values(exports).flatMap(exportTargets);
}
