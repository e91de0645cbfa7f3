import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { BackupError } from './manifest';

/*
 * Copies off the machine: an archive handed to restic (Debian's package), which keeps it encrypted in
 * whatever repository the organisation names in RESTIC_REPOSITORY (a folder, SFTP, S3 and its kin,
 * Backblaze B2, Azure, Google Cloud Storage, a REST server, rclone's back ends), with the password restic
 * reads from RESTIC_PASSWORD_FILE (or RESTIC_PASSWORD, RESTIC_PASSWORD_COMMAND). The repository is made
 * once with `restic init`; what it keeps, and for how long, is restic's `forget` policy, not this tool's.
 */

export const RESTIC_TAG = 'edu-connect-africa';

/** Why restic cannot be asked yet, before a backup is taken: null when the environment names a repository and a password. */
export function resticProblem(environment: NodeJS.ProcessEnv = process.env): string | null {
  if (!environment.RESTIC_REPOSITORY && !environment.RESTIC_REPOSITORY_FILE)
    return '--restic needs RESTIC_REPOSITORY (or RESTIC_REPOSITORY_FILE): the repository made once with `restic init`.';
  if (!environment.RESTIC_PASSWORD_FILE && !environment.RESTIC_PASSWORD && !environment.RESTIC_PASSWORD_COMMAND)
    return "--restic needs RESTIC_PASSWORD_FILE (or RESTIC_PASSWORD, RESTIC_PASSWORD_COMMAND): the repository's password.";
  return null;
}

/**
 * Runs `restic backup` of one archive, read from standard input under its own name (so `restic restore`
 * gives back that file, by that name, in the target folder); answers restic's snapshot id.
 */
export function copyToRestic(archive: string, environment: NodeJS.ProcessEnv = process.env): Promise<string> {
  const problem = resticProblem(environment);
  if (problem) return Promise.reject(new BackupError(problem, 'failed'));
  return new Promise((resolve, reject) => {
    const child = spawn(
      'restic',
      ['backup', '--json', '--stdin', '--stdin-filename', path.basename(archive), '--tag', RESTIC_TAG],
      { env: environment, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += String(d)));
    child.stderr.on('data', (d: Buffer) => (stderr += String(d)));
    // restic closing its input early (a wrong password, no repository) is told by its exit, not by this pipe.
    child.stdin.on('error', () => undefined);
    createReadStream(archive)
      .on('error', (error) => {
        child.kill();
        reject(error);
      })
      .pipe(child.stdin);
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' ? new BackupError('restic is not installed: apt-get install restic', 'failed') : error,
      ),
    );
    child.on('close', (code) => {
      if (code !== 0)
        return reject(
          new BackupError(`restic backup failed (exit ${code}): ${stderr.trim() || 'no message'}`, 'failed'),
        );
      const summary = stdout
        .split('\n')
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as { message_type?: string; snapshot_id?: string }];
          } catch {
            return [];
          }
        })
        .find((m) => m.message_type === 'summary');
      resolve(summary?.snapshot_id ?? 'made');
    });
  });
}
