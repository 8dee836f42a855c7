'use client';
/**
 * Personal details (SPEC §7 update_profile: name, contact, identity and identity item), prefilled
 * from the profile; the stored user follows the answer.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, FormStatus, SubmitButton, TextField } from '@/components/auth/form-field';
import { ProfileFields } from '@/components/auth/profile-fields';
import { accountProfileSchema, emptyToNull, type AccountProfileValues, type ValidationKey } from '@/components/auth/schemas';
import { useErrorMessage } from '@/components/auth/use-session-actions';
import { Skeleton } from '@/components/ui/skeleton';
import { useApi } from '@/lib/api/browser';
import type { UserProfile } from '@/lib/models/session';
import { userKeys } from '@/lib/queries/user';
import { saveProfile } from '@/lib/session/profile';
import { useTenant } from '@/lib/tenant/context';
import { useSessionStore } from '@/stores/session-store';
import { useQueryClient } from '@/lib/queries/hooks';
import { IdentityFields } from './identity-fields';
import { useAccountProfile } from './use-account';

const toValues = (p: UserProfile): AccountProfileValues => ({
  displayName: p.fullName,
  countryName: p.countryName ?? '',
  city: p.city ?? '',
  postalCode: p.postalCode ?? '',
  phone: p.phone ?? '',
  gender: p.gender ?? '',
  dateOfBirth: p.dateOfBirth ?? '',
  identity: p.identity ?? '',
  identityItem: p.identityItem ?? '',
});

function GeneralFormFields({ profile }: { profile: UserProfile }) {
  const t = useTranslations('account.general');
  const ta = useTranslations('auth');
  const tv = useTranslations('auth.validation');
  const api = useApi();
  const tenant = useTenant();
  const queryClient = useQueryClient();
  const describe = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<AccountProfileValues>({ resolver: zodResolver(accountProfileSchema), defaultValues: toValues(profile) });

  const onSubmit = form.handleSubmit(async (v) => {
    setFormError(null);
    setSaved(false);
    try {
      const next = await saveProfile(api, () => useSessionStore.getState(), {
        displayName: v.displayName.trim(),
        countryName: emptyToNull(v.countryName),
        city: emptyToNull(v.city),
        postalCode: emptyToNull(v.postalCode),
        phone: emptyToNull(v.phone),
        gender: emptyToNull(v.gender),
        dateOfBirth: emptyToNull(v.dateOfBirth),
        identity: emptyToNull(v.identity),
        // An item belongs to its identity: none without one.
        identityItem: v.identity ? emptyToNull(v.identityItem) : null,
      });
      queryClient.setQueryData(userKeys.profile(tenant.id, next.id), next);
      form.reset(toValues(next));
      setSaved(true);
    } catch (error) {
      setFormError(describe(error));
    }
  });

  const nameError = form.formState.errors.displayName?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4" aria-label={t('formLabel')}>
      <FormError message={formError} />
      <TextField
        id="account-name"
        label={ta('fields.displayName')}
        autoComplete="name"
        error={nameError ? tv(nameError as ValidationKey) : undefined}
        {...form.register('displayName')}
      />
      <TextField id="account-email" label={ta('fields.email')} type="email" value={profile.email} readOnly disabled />
      <ProfileFields form={form} idPrefix="account" />
      <IdentityFields form={form} idPrefix="account" />
      <FormStatus message={saved ? t('saved') : null} />
      <SubmitButton pending={form.formState.isSubmitting} label={t('save')} pendingLabel={t('saving')} fullWidth={false} />
    </form>
  );
}

export function GeneralForm() {
  const t = useTranslations('account');
  const common = useTranslations('common');
  const { data: profile, isError } = useAccountProfile();
  if (isError)
    return (
      <p role="alert" className="text-danger">
        {t('loadFailed')}
      </p>
    );
  if (!profile)
    return (
      <div role="status" aria-label={common('loading')} className="max-w-xl space-y-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  return <GeneralFormFields profile={profile} />;
}
