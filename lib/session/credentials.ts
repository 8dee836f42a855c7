/** Credentials sign-in and sign-up (SPEC §4: sign-up first registers, then signs in). */
import { login, register, type SignUpFields } from '@/lib/api/auth';
import type { SignInResult } from '@/lib/models/session';
import type { SessionDeps } from './deps';
import { runSignIn } from './sign-in';

export interface Credentials {
  username: string;
  password: string;
}

export function credentialsSignIn(deps: SessionDeps, credentials: Credentials): Promise<SignInResult> {
  return runSignIn(deps, {
    method: 'credentials',
    mode: 'signin',
    credentials,
    attempt: () => login(deps.api, { ...credentials, device: deps.device }),
  });
}

export function signUp(deps: SessionDeps, fields: SignUpFields & { password: string }): Promise<SignInResult> {
  const credentials = { username: fields.email, password: fields.password };
  return runSignIn(deps, {
    method: 'credentials',
    mode: 'signup',
    credentials,
    attempt: async () => {
      await register(deps.api, fields);
      return { ...(await login(deps.api, { ...credentials, device: deps.device })), isRegister: true };
    },
  });
}
