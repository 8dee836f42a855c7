/** The build manifest the client polls (SPEC §2, §7 'Other traffic'). */
import { publicEnv } from '@/lib/public-env';

export const dynamic = 'force-static';

export function GET() {
  return Response.json({ id: publicEnv.buildId }, { headers: { 'Cache-Control': 'no-store' } });
}
