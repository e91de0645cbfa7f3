/*
 * Run by accounts.test.ts in its own process (node -r esbuild-register), against the database
 * the environment names: signs in with the e-mail and password given, prints what came back.
 */
import { getAuth } from '../../lib/auth/auth';
import { closeDb } from '../../lib/db/db';

async function main(email: string, password: string) {
  const auth = await getAuth();
  try {
    const { user, token } = await auth.api.signInEmail({ body: { email, password } });
    const role: unknown = 'role' in user ? user.role : undefined;
    console.log(JSON.stringify({ signedIn: true, role, token: typeof token === 'string' && token.length > 0 }));
  } catch (error) {
    console.log(JSON.stringify({ signedIn: false, message: error instanceof Error ? error.message : String(error) }));
  }
}

main(process.argv[2]!, process.argv[3]!)
  .then(() => closeDb())
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
