'use client';
/**
 * Create or edit a tag (react-hook-form + zod): title (the API's title rule), type, team, player
 * number, start and end in seconds, and — only for users with globalTags, only when creating — the
 * global flag. Field errors are tied to their inputs and announced.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from '@/lib/api/contract/zod';
import { Button } from '@/components/ui/button';
import { TAG_TYPES } from '@/lib/api/tags';
import { TitleInput, fieldClass } from '@/components/clips/title-input';
import { titleField } from '@/components/clips/title-rules';

export interface TagTeamOption {
  id: string;
  name: string;
  color: string | null;
}

const time = z.number({ error: 'time' }).check(z.minimum(0, { error: 'time' }), z.maximum(86_400, { error: 'time' }));

export const tagFormSchema = z
  .object({
    title: titleField,
    type: z.string().check(z.minLength(1)),
    teamId: z.string(),
    playerNumber: z.string().check(z.trim(), z.maxLength(10, { error: 'playerNumber' })),
    startTime: time,
    endTime: time,
    global: z.boolean(),
  })
  .check(z.refine((v) => v.endTime >= v.startTime, { path: ['endTime'], error: 'endBeforeStart' }));

export type TagFormValues = z.infer<typeof tagFormSchema>;
type TimeErrorKey = 'time' | 'endBeforeStart' | 'playerNumber';

export interface TagFormProps {
  /** Prefixes the field ids (one form per row when editing). */
  idPrefix: string;
  mode: 'create' | 'edit';
  initial: TagFormValues;
  teams: readonly TagTeamOption[];
  /** Shows the global checkbox (SPEC §6: users with globalTags; only when creating). */
  canCreateGlobal: boolean;
  pending?: boolean;
  onSubmit: (values: TagFormValues) => void;
  onCancel: () => void;
}

export function TagForm({ idPrefix, mode, initial, teams, canCreateGlobal, pending = false, onSubmit, onCancel }: TagFormProps) {
  const t = useTranslations('tags');
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TagFormValues>({ resolver: zodResolver(tagFormSchema), defaultValues: initial });
  const title = useWatch({ control, name: 'title' }) ?? '';
  const id = (name: string) => `${idPrefix}-${name}`;
  const invalid = (name: string, message: string | undefined) => (message ? { 'aria-invalid': true, 'aria-describedby': `${id(name)}-error` } : {});
  const fieldError = (message: string | undefined) => (message ? t(`validation.${message as TimeErrorKey}`) : undefined);
  const typeLabel = (type: string) => ((TAG_TYPES as readonly string[]).includes(type) ? t(`types.${type as (typeof TAG_TYPES)[number]}`) : type);

  return (
    <form
      noValidate
      aria-label={mode === 'create' ? t('form.createLabel') : t('form.editLabel')}
      className="border-line space-y-3 rounded-lg border p-3"
      onSubmit={handleSubmit(onSubmit)}
    >
      <TitleInput id={id('title')} label={t('form.title')} current={title} error={errors.title?.message} {...register('title')} />
      <div className="grid grid-cols-2 gap-3">
        <SmallField id={id('type')} label={t('form.type')}>
          <select id={id('type')} className={fieldClass} {...register('type')}>
            {[...new Set([...TAG_TYPES, initial.type])].map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </select>
        </SmallField>
        <SmallField id={id('team')} label={t('form.team')}>
          <select id={id('team')} className={fieldClass} {...register('teamId')}>
            <option value="">{t('form.noTeam')}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </SmallField>
        <SmallField id={id('start')} label={t('form.start')} error={fieldError(errors.startTime?.message)}>
          <input
            id={id('start')}
            {...invalid('start', errors.startTime?.message)}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            className={fieldClass}
            {...register('startTime', { valueAsNumber: true })}
          />
        </SmallField>
        <SmallField id={id('end')} label={t('form.end')} error={fieldError(errors.endTime?.message)}>
          <input
            id={id('end')}
            {...invalid('end', errors.endTime?.message)}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            className={fieldClass}
            {...register('endTime', { valueAsNumber: true })}
          />
        </SmallField>
        <SmallField id={id('player')} label={t('form.playerNumber')} error={fieldError(errors.playerNumber?.message)}>
          <input
            id={id('player')}
            {...invalid('player', errors.playerNumber?.message)}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={fieldClass}
            {...register('playerNumber')}
          />
        </SmallField>
      </div>
      {mode === 'create' && canCreateGlobal && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...register('global')} />
          {t('form.global')}
        </label>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" size="sm" pending={pending}>
          {mode === 'create' ? t('form.create') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}

function SmallField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-danger text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
