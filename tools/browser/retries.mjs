// After make test-browser: how many times a stuck page was retried (tools/browser/harness.mjs
// countRetry writes one line each to build/browser-retries.txt). Prints the count and each
// retry; fails (exit 1) when there was more than one, so a cause that comes back is seen
// (docs/testing.md, "A page that stops answering").
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// harness.mjs's RETRIES (not imported: the harness needs the browser's packages)
const RETRIES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "build", "browser-retries.txt");

const lines = existsSync(RETRIES) ? readFileSync(RETRIES, "utf8").split("\n").filter(Boolean) : [];
console.log(`browser tests: ${lines.length} retr${lines.length === 1 ? "y" : "ies"} of a stuck page`);
for (const line of lines) console.log(`  ${line}`);
if (lines.length > 1) {
  console.error("more than one retry: a page that stops answering is back (docs/testing.md)");
  process.exit(1);
}
