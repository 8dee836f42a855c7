'use client';
/** The optional profile fields shared by onboarding and the account's personal details. */
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from './form-field';
import type { PersonalizationValues, ValidationKey } from './schemas';

export const GENDERS = ['female', 'male', 'other'] as const;

export function ProfileFields<T extends PersonalizationValues>({ form, idPrefix }: { form: UseFormReturn<T>; idPrefix: string }) {
  const t = useTranslations('auth.personalization');
  const tv = useTranslations('auth.validation');
  // The shared fields are the same names in every form that uses this block.
  const f = form as unknown as UseFormReturn<PersonalizationValues>;
  const errors = f.formState.errors;
  const fieldError = (message?: string) => (message ? tv(message as ValidationKey) : undefined);
  const genderLabel = { female: t('genderFemale'), male: t('genderMale'), other: t('genderOther') };
  return (
    <>
      <TextField
        id={`${idPrefix}-country`}
        label={t('country')}
        autoComplete="country-name"
        error={fieldError(errors.countryName?.message)}
        {...f.register('countryName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={`${idPrefix}-city`} label={t('city')} autoComplete="address-level2" error={fieldError(errors.city?.message)} {...f.register('city')} />
        <TextField
          id={`${idPrefix}-postal`}
          label={t('postalCode')}
          autoComplete="postal-code"
          error={fieldError(errors.postalCode?.message)}
          {...f.register('postalCode')}
        />
      </div>
      <TextField id={`${idPrefix}-phone`} label={t('phone')} type="tel" autoComplete="tel" error={fieldError(errors.phone?.message)} {...f.register('phone')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id={`${idPrefix}-gender`} label={t('gender')} error={fieldError(errors.gender?.message)} {...f.register('gender')}>
          <option value="">{t('genderUnset')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {genderLabel[g]}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${idPrefix}-birth`}
          label={t('dateOfBirth')}
          type="date"
          autoComplete="bday"
          error={fieldError(errors.dateOfBirth?.message)}
          {...f.register('dateOfBirth')}
        />
      </div>
    </>
  );
}
