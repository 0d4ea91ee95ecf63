// A second writer in its own process, as an operator's `npm run admin` is: approves each withdrawal id given on the
// command line through the CLI's own entry (`runAdmin`), over the database DATA_DIR names, and prints one line
// per command: its exit code and what it said.
import { runAdmin } from '../../server/cli/admin.js';
import { openCliDatabase } from '../../server/cli/open-database.js';

const opened = await openCliDatabase();
try {
  for (const id of process.argv.slice(2)) {
    let said = '';
    const out = Object.assign(Object.create(console) as Console, { log: (line: string) => void (said += line), error: (line: string) => void (said += line) });
    let code: number;
    try {
      code = await runAdmin(['withdrawals', 'approve', id, '--reason', 'paid', '--by', 'second-writer'], async () => opened.db, out);
    } catch (error) {
      // A stack trace is what an operator saw before; the test counts it as a failure.
      code = 99;
      said = String(error);
    }
    process.stdout.write(`${JSON.stringify({ id, code, said })}\n`);
  }
} finally {
  await opened.close();
}
