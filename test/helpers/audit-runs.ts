// `npm run audit`'s reads, AUDIT_RUNS times in a row, in a process of its own on the installation the environment
// names (DATA_DIR, DATABASE_URL, DATABASE_SCHEMA), as an operator audits a running server: one JSON line per audit,
// its exit code and, when it failed, what it printed.
import { Console } from 'node:console';
import { Writable } from 'node:stream';
import { openAuditReads, runAudit } from '../../server/cli/audit.js';

const runs = Number(process.env.AUDIT_RUNS ?? 1);
const { reads, close } = await openAuditReads();
try {
  for (let run = 0; run < runs; run++) {
    let text = '';
    const out = new Console(new Writable({ write: (chunk, _encoding, done) => ((text += chunk), done()) }));
    const code = await runAudit(reads, out);
    console.log(JSON.stringify({ run, code, text: code === 0 ? '' : text }));
  }
} finally {
  await close();
}
