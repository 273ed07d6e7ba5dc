// Prints one closing line for the whole run, "N passed, N failed, N skipped", from the Vitest and
// Playwright JSON reports, so the unit, API and browser tests are counted together. Every failed test is named
// above that line: CI keeps only the end of a run's output, where a failure early in a long run would be lost.
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];
const failures = [];

const [vitestFile, playwrightFile] = process.argv.slice(2);

if (fs.existsSync(vitestFile)) {
  const report = JSON.parse(fs.readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    const where = path.relative(process.cwd(), file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${where} › ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed without a failed test (it did not load, or a hook threw) says so in its own message.
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${where}\n    ${firstLine(file.message)}`);
  }
} else missing.push(vitestFile);

if (fs.existsSync(playwrightFile)) {
  const report = JSON.parse(fs.readFileSync(playwrightFile, 'utf8'));
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  skipped += report.stats.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}\n    ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
} else missing.push(playwrightFile);

for (const file of missing) console.error(`No test report at ${file}: that runner did not finish.`);
if (failures.length > 0) console.log(`Failed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.log(`${passed} passed, ${failed + missing.length} failed, ${skipped} skipped`);
process.exit(failed + missing.length > 0 ? 1 : 0);

/** The first line of an error, without terminal colours, short enough to read in a log's tail. */
function firstLine(message) {
  if (!message) return '(no message)';
  const line =
    stripVTControlCharacters(message)
      .split('\n')
      .find((text) => text.trim() !== '') ?? '';
  return line.trim().slice(0, 300);
}
