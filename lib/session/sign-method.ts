/**
 * The last way the user signed in (SPEC §3 trait last_sign_method). Kept in localStorage beside the
 * session so a later device check can still name the provider on the device-limit page.
 */
import type { SignMethod } from '@/lib/models/session';

const KEY = 'portal-last-sign-method';
const METHODS: readonly SignMethod[] = ['credentials', 'google', 'facebook', 'apple', 'ifa'];

export function isSignMethod(value: unknown): value is SignMethod {
  return typeof value === 'string' && (METHODS as readonly string[]).includes(value);
}

export function readLastSignMethod(): SignMethod | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return isSignMethod(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeLastSignMethod(method: SignMethod): void {
  try {
    window.localStorage.setItem(KEY, method);
  } catch {
    // Private mode or full storage: the trait is a nicety, never a reason to fail a sign-in.
  }
}
