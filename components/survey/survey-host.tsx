'use client';
/**
 * The user-experience survey for the signed-in user (SPEC §4, §5). Loaded after the page is up and
 * only for a signed-in user of a tenant with a survey form (signed-in-effects.tsx); the dialog, with
 * Radix, loads only when it opens — most visits never show it. The rules and timers are
 * lib/survey/; this feeds them the profile and the page, saves the marks in the profile's options
 * and hands the players to pause.
 */
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { pausePlayingPlayers } from '@/components/player/page-players';
import { useApi } from '@/lib/api/browser';
import { portalPath } from '@/lib/portal-path';
import { userKeys, userQueries } from '@/lib/queries/user';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { saveProfile } from '@/lib/session/profile';
import { SurveyController } from '@/lib/survey/controller';
import { DEFAULT_SURVEY_NAME, SURVEY_TIMING } from '@/lib/survey/timing';
import { useTenant } from '@/lib/tenant/context';
import { useSessionStore } from '@/stores/session-store';
import { useQuery, useQueryClient } from '@/lib/queries/hooks';

const SurveyDialog = dynamic(() => import('./survey-dialog').then((m) => m.SurveyDialog), { ssr: false });

export function SurveyHost({ userId, formUrl }: { userId: string; formUrl: string }) {
  const tenant = useTenant();
  const api = useApi();
  const ctx = useQueryContext();
  const queryClient = useQueryClient();
  // The profile as the page has it: a load that failed is the page's to show (and report), not asked for again here.
  const profile = useQuery({ ...userQueries.profile(ctx, userId), retryOnMount: false }).data;
  const path = portalPath(usePathname(), tenant.id);

  // One controller per user: the host is keyed by the user id.
  const [controller] = useState(
    () =>
      new SurveyController(
        { name: DEFAULT_SURVEY_NAME, formUrl, timing: SURVEY_TIMING[tenant.survey_flavour] },
        {
          save: (record) =>
            void saveProfile(api, useSessionStore.getState, { options: { [record.surveyName]: record } })
              .then((saved) => queryClient.setQueryData(userKeys.profile(tenant.id, userId), saved))
              // SPEC §8: the survey's failures are logged only; the dialog may come back on the next visit.
              .catch((error: unknown) => console.warn('[survey] the survey state could not be saved', error)),
          pausePlayers: pausePlayingPlayers,
        },
      ),
  );
  useEffect(() => () => controller.dispose(), [controller]);
  useEffect(() => controller.update({ user: profile ? { added: profile.added, options: profile.options } : null, path }), [controller, profile, path]);

  const state = useSyncExternalStore(controller.subscribe, controller.get, controller.get);
  const open = state.phase === 'prompt' || state.phase === 'form';
  // Mounted from the first opening on, so the dialog closes (and hands focus back) rather than vanishing.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <SurveyDialog
      open={open}
      phase={state.phase === 'form' ? 'form' : 'prompt'}
      formUrl={formUrl}
      onStart={controller.start}
      onLater={controller.later}
      onClose={controller.close}
      onSubmitted={controller.submit}
    />
  );
}
