// A child process for audit-log tests: opens the store named by argv[2] and appends argv[3] records (0: until
// killed), argv[4] at a time, printing "ack <seq>" after each append resolves, so the parent knows which
// records were acknowledged. The HMAC key comes from AUDIT_HMAC_KEY (hex).
import { openAuditStore } from '../../src/gateway/audit/index.ts';
import { sampleAuditRecord } from './sample-audit-record.ts';

const [spec, countArg, burstArg] = process.argv.slice(2);
if (spec === undefined) throw new Error('usage: audit-append-loop.ts <spec> <count> <burst>');
const count = Number(countArg ?? '0');
const burst = Number(burstArg ?? '1');
const store = await openAuditStore(spec, { hmacKey: Buffer.from(process.env['AUDIT_HMAC_KEY'] ?? '', 'hex') });
process.stdout.write('ready\n');
for (let done = 0; count === 0 || done < count; done += burst) {
  const size = count === 0 ? burst : Math.min(burst, count - done);
  await Promise.all(
    Array.from({ length: size }, async (_, i) => {
      const { seq } = await store.append(sampleAuditRecord(process.pid * 1000 + done + i));
      // Written synchronously (a pipe on Linux), so the parent never sees an ack for an uncommitted record.
      process.stdout.write(`ack ${seq}\n`);
    }),
  );
}
await store.close();
process.stdout.write('done\n');
