import { isValidDateString } from '@domain/dates';
import { createDatabaseFor } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { loadConfigOrExit } from '../server/environment';
import { verifyAuditTrail } from '../server/features/audit';
import { createPasswordReset } from '../server/features/auth/password-resets.repository';
import { findUserByEmail, updateUserAccess } from '../server/features/auth/users.repository';
import { findCallerMembership } from '../server/tenancy/tenants.repository';

const USAGE = `Usage: npm run admin -- <command> <email> [date]
  enable <email> [YYYY-MM-DD]   enable the account; with a date, the plan runs until the end of that day (UTC), else it never expires
  disable <email>               disable the account (every protected call answers "Plan expired")
  expire <email> [YYYY-MM-DD]   end the plan at the end of that day (UTC), or now
  reset-password <email>        print a one-hour password reset link for the owner
  verify-audit <email>          check the audit trail of the owner's business: exits 1 at its first broken entry`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function endOfDay(date: string | undefined): string | undefined {
  if (date === undefined) return undefined;
  if (!isValidDateString(date)) fail(`"${date}" is not a date like 2027-03-31.`);
  return `${date}T23:59:59.999Z`;
}

const [command, email, date] = process.argv.slice(2);
if (!command || !email) fail('A command and an e-mail are needed.');

const config = loadConfigOrExit();
const database = createDatabaseFor(config);
try {
  await migrateToLatest(database);
  const user = await findUserByEmail(database.db, email);
  if (!user) fail(`No account with the e-mail ${email}.`);
  switch (command) {
    case 'enable': {
      const updated = await updateUserAccess(database.db, user.id, {
        isEnabled: true,
        planExpiresAt: endOfDay(date) ?? null,
      });
      console.log(
        `${user.email}: enabled${updated?.planExpiresAt ? ` until ${updated.planExpiresAt}` : ', no expiry'}.`,
      );
      break;
    }
    case 'disable':
      await updateUserAccess(database.db, user.id, { isEnabled: false });
      console.log(`${user.email}: disabled.`);
      break;
    case 'expire': {
      const updated = await updateUserAccess(database.db, user.id, {
        planExpiresAt: endOfDay(date) ?? new Date().toISOString(),
      });
      console.log(
        `${user.email}: plan ends ${updated?.planExpiresAt}; enabled now: ${updated?.isEnabled ?? false}.`,
      );
      break;
    }
    case 'reset-password': {
      const token = await createPasswordReset(database.db, user.id);
      console.log(
        `Reset link for ${user.email} (valid for one hour, once):\n${config.publicUrl}/reset/${token}`,
      );
      break;
    }
    case 'verify-audit': {
      const business = (await findCallerMembership(database.db, user.id))?.business;
      if (!business) fail(`${user.email} has no business.`);
      const { entries, broken } = await verifyAuditTrail(database.db, business.id);
      if (broken) {
        console.log(
          `${user.email}: the audit trail breaks at entry ${broken.seq} (${broken.reason}); ${entries} entries before it hold.`,
        );
        process.exitCode = 1;
      } else {
        console.log(`${user.email}: the audit trail holds (${entries} entries).`);
      }
      break;
    }
    default:
      fail(`Unknown command "${command}".`);
  }
} finally {
  await database.destroy();
}
