'use client';
/**
 * The survey's dialog (SPEC §4): first the start dialog (Start or Later), then the survey form in a
 * frame with a close button. Dismissing the start dialog (Escape, a click beside it) means Later;
 * closing the form (its button, Escape) means closed. A click beside the form does nothing, so a
 * stray click cannot throw the answers away.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { isSurveySubmitMessage } from '@/lib/survey/messages';

/** How long the form may take to load before the failure is logged (SPEC §8: logged only). */
const FORM_LOAD_WARNING_MS = 15_000;

export interface SurveyDialogProps {
  open: boolean;
  phase: 'prompt' | 'form';
  formUrl: string;
  onStart: () => void;
  onLater: () => void;
  onClose: () => void;
  onSubmitted: () => void;
}

export function SurveyDialog({ open, phase, formUrl, onStart, onLater, onClose, onSubmitted }: SurveyDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && (phase === 'form' ? onClose() : onLater())}>
      <Dialog.Portal>
        <Dialog.Overlay className="z-overlay fixed inset-0 bg-black/60" />
        <Dialog.Content
          {...(phase === 'form' ? { 'aria-describedby': undefined } : {})}
          onPointerDownOutside={(event) => phase === 'form' && event.preventDefault()}
          onCloseAutoFocus={returnFocus}
          className="bg-surface-raised text-fg z-overlay fixed start-1/2 top-1/2 w-[min(92vw,40rem)] -translate-y-1/2 space-y-4 rounded-xl p-6 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
        >
          {phase === 'prompt' ? <StartPrompt onStart={onStart} onLater={onLater} /> : <SurveyForm formUrl={formUrl} onSubmitted={onSubmitted} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function StartPrompt({ onStart, onLater }: Pick<SurveyDialogProps, 'onStart' | 'onLater'>) {
  const t = useTranslations('survey');
  return (
    <>
      <Dialog.Title className="text-lg font-semibold">{t('title')}</Dialog.Title>
      <Dialog.Description className="text-fg-muted text-sm">{t('description')}</Dialog.Description>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onLater}>
          {t('later')}
        </Button>
        <Button onClick={onStart}>{t('start')}</Button>
      </div>
    </>
  );
}

function SurveyForm({ formUrl, onSubmitted }: Pick<SurveyDialogProps, 'formUrl' | 'onSubmitted'>) {
  const t = useTranslations('survey');
  const loadingText = useTranslations('common')('loading');
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // SPEC §5: only the survey form's origin, and only its submit message types; and only from the
    // form's own frame, not from another window of that origin (a popup or another tab it opened).
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isSurveySubmitMessage(event, formUrl)) onSubmitted();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [formUrl, onSubmitted]);

  useEffect(() => {
    if (loaded) return;
    const timer = window.setTimeout(() => console.warn('[survey] the survey form did not load', formUrl), FORM_LOAD_WARNING_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, formUrl]);

  return (
    <>
      <div className="flex items-center justify-between gap-4">
        <Dialog.Title className="text-lg font-semibold">{t('formTitle')}</Dialog.Title>
        <Dialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </Button>
        </Dialog.Close>
      </div>
      {!loaded && (
        <p role="status" className="text-fg-muted text-sm">
          {loadingText}
        </p>
      )}
      <iframe
        ref={frame}
        title={t('formTitle')}
        src={formUrl}
        onLoad={() => setLoaded(true)}
        className="h-[min(70vh,36rem)] w-full rounded-md border-0 bg-white"
      />
    </>
  );
}
