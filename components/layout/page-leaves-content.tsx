'use client';
/** What PageLeaves mounts after load and idle. */
import { RealtimeBridge } from '@/components/event/realtime-bridge';
import { SessionDataLoader } from '@/components/follow/session-data-loader';
import { ProgressBar } from './progress-bar';
import { ResultsRefresh } from './results-refresh';
import { RoutePrefetcher } from './route-prefetcher';

export function PageLeavesContent() {
  return (
    <>
      <ProgressBar />
      <RoutePrefetcher />
      <SessionDataLoader />
      <RealtimeBridge />
      <ResultsRefresh />
    </>
  );
}
