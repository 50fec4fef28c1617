import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes). */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return verify(stored, password);
}

/** Compared against when the e-mail is unknown, so timing does not reveal which e-mails exist. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-never-used');
  return decoy;
}
