/** What a page is about, loaded on the server: the platform's 404 or 400 is the 404 page (SPEC §2 'failed route check', §8). */
import 'server-only';
import { notFound } from 'next/navigation';
import { isApiError } from '@/lib/api/errors';

export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}
