// Prints one closing line for the whole run, "N passed, N failed, N skipped", from the Vitest and
// Playwright JSON reports, so the unit, API and browser tests are counted together.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];

const [vitestFile, playwrightFile] = process.argv.slice(2);

if (fs.existsSync(vitestFile)) {
  const report = JSON.parse(fs.readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  skipped += report.numPendingTests + report.numTodoTests;
} else missing.push(vitestFile);

if (fs.existsSync(playwrightFile)) {
  const { stats } = JSON.parse(fs.readFileSync(playwrightFile, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
} else missing.push(playwrightFile);

for (const file of missing) console.error(`No test report at ${file}: that runner did not finish.`);
console.log(`${passed} passed, ${failed + missing.length} failed, ${skipped} skipped`);
process.exit(failed + missing.length > 0 ? 1 : 0);
