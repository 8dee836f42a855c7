'use client';
/**
 * A new card's fields: the portal's own (number, expiry, CVC with the browser's card autofill and a
 * numeric keyboard on phones), or the provider's hosted fields mounted into a box. The values stay
 * in the form until the provider tokenizes them; they are never stored, logged or reported.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/auth/form-field';
import { CardError, type CardToken, type PaymentProvider } from '@/lib/payments/provider';
import type { CheckoutValues } from './card-schema';

interface CardFieldsProps {
  provider: PaymentProvider;
  locale: string;
  register: UseFormRegister<CheckoutValues>;
  fieldError: (key: 'number' | 'exp' | 'cvc') => string | undefined;
  hostedFields: RefObject<{ tokenize: () => Promise<CardToken> } | null>;
}

export function CardFields({ provider, locale, register, fieldError, hostedFields }: CardFieldsProps) {
  const t = useTranslations('commerce.card');
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t('new')}</legend>
      {provider.tokenize ? (
        <>
          <TextField
            id="card-number"
            label={t('number')}
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={23}
            error={fieldError('number')}
            {...register('number')}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id="card-exp"
              label={t('expiry')}
              hint={t('expiryHint')}
              autoComplete="cc-exp"
              inputMode="numeric"
              maxLength={7}
              error={fieldError('exp')}
              {...register('exp')}
            />
            <TextField id="card-cvc" label={t('cvc')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} error={fieldError('cvc')} {...register('cvc')} />
          </div>
        </>
      ) : (
        <HostedCardFields provider={provider} locale={locale} hostedFields={hostedFields} />
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4" {...register('save')} />
        <span>{t('save')}</span>
      </label>
    </fieldset>
  );
}

function HostedCardFields({ provider, locale, hostedFields }: Omit<CardFieldsProps, 'register' | 'fieldError'>) {
  const t = useTranslations('commerce');
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || !provider.mountFields) return;
    let unmount: (() => void) | undefined;
    let live = true;
    provider
      .mountFields(element, { locale })
      .then((fields) => {
        if (!live) return fields.unmount();
        hostedFields.current = fields;
        unmount = fields.unmount;
      })
      .catch((error: unknown) => {
        if (live) setFailed(true);
        if (!(error instanceof CardError)) console.warn('[checkout] hosted card fields failed', error);
      });
    return () => {
      live = false;
      hostedFields.current = null;
      unmount?.();
    };
  }, [provider, locale, hostedFields]);
  return (
    <div>
      <p className="mb-1 text-sm font-medium">{t('card.number')}</p>
      <div ref={box} className="border-line bg-surface min-h-10 rounded-md border px-3 py-2.5" />
      {failed && (
        <p role="alert" className="text-danger mt-1 text-sm">
          {t('cardError.card_provider_unavailable')}
        </p>
      )}
    </div>
  );
}
