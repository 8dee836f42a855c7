'use client';
/**
 * The login page's notices (SPEC §2): after an expired session, when this device is no longer
 * allowed, and after a password reset. Read from the address in the browser so the page itself stays static.
 */
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { DEVICE_NOT_ALLOWED_PARAM, PASSWORD_RESET_PARAM, SESSION_EXPIRED_PARAM } from '@/lib/session/navigation';
import { AuthNotice } from './auth-card';

export function LoginNotices() {
  const t = useTranslations('auth.notices');
  const params = useSearchParams();
  return (
    <>
      {params.get(SESSION_EXPIRED_PARAM) === 'true' && <AuthNotice>{t('sessionExpired')}</AuthNotice>}
      {params.get(DEVICE_NOT_ALLOWED_PARAM) === 'true' && <AuthNotice tone="danger">{t('deviceNoLongerAllowed')}</AuthNotice>}
      {params.get(PASSWORD_RESET_PARAM) === 'true' && <AuthNotice>{t('passwordReset')}</AuthNotice>}
    </>
  );
}
