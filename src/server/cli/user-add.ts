/**
 * `npm run user:add -- --email E --password P --name N --surname S [--admin | --teacher] [--needs-review] [--guardian-of PUPIL_EMAIL]…`
 * Creates an account and its profile in the database DATA_DIR / DATABASE_URL point at,
 * migrating a brand-new one first, links them as the guardian of each pupil named by address (who
 * must have an account already), and says who was created (with the new id). It refuses, without touching
 * anything, while a server holds the embedded database.
 */
import { parseArgs } from 'node:util';
import { AppError } from '../core/errors.js';
import { parseNewAccount } from '../core/people/create-account.js';
import { runAccountCommand } from './account-command.js';
import { addAccount } from './add-account.js';

const USAGE = 'Usage: npm run user:add -- --email E --password P --name N --surname S [--admin | --teacher] [--needs-review] [--guardian-of PUPIL_EMAIL]…';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { email?: string; password?: string; name?: string; surname?: string; admin?: boolean; teacher?: boolean; 'needs-review'?: boolean; 'guardian-of'?: string[] };
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      surname: { type: 'string' },
      admin: { type: 'boolean', default: false },
      teacher: { type: 'boolean', default: false },
      // What a pupil writes waits for a teacher's review.
      'needs-review': { type: 'boolean', default: false },
      // A guardian: the pupils (by address) whose work they read and hear of.
      'guardian-of': { type: 'string', multiple: true, default: [] },
    },
    strict: true,
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const missing = (['email', 'password', 'name', 'surname'] as const).filter((key) => !values[key]);
if (missing.length > 0) fail(`Missing ${missing.map((key) => `--${key}`).join(', ')}.\n${USAGE}`);
if (values.admin && values.teacher) fail(`Choose one role: --admin or --teacher.\n${USAGE}`);

// Check the input before opening anything, so a typo leaves no trace.
let input: ReturnType<typeof parseNewAccount>;
try {
  input = parseNewAccount({
    email: values.email ?? '',
    password: values.password ?? '',
    name: values.name ?? '',
    surname: values.surname ?? '',
    role: values.admin ? 'admin' : values.teacher ? 'teacher' : 'member',
    needsReview: values['needs-review'] === true,
  });
} catch (error) {
  fail(error instanceof AppError ? error.message : String(error));
}

runAccountCommand('user:add', async (deps) => {
  const added = await addAccount(deps, input, values['guardian-of'] ?? []);
  if ('unknown' in added) {
    console.error(`No account has the address ${added.unknown.join(', ')}: add the pupil first.\n${USAGE}`);
    return 1;
  }
  const { id, pupils } = added;
  const role = { admin: 'administrator', teacher: 'teacher', member: 'member' }[input.role];
  const review = input.needsReview ? ' What they write waits for a teacher\'s review.' : '';
  const guardian = pupils.length > 0 ? ` They are the guardian of ${pupils.map((pupil) => pupil.email).join(', ')}.` : '';
  console.log(`Created the ${role} ${input.name} ${input.surname} <${input.email}> (id ${id}). They can sign in now.${review}${guardian}`);
  return 0;
});
