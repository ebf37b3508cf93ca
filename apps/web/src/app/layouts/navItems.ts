// The main navigation entries, which depend on who is signed in.
import { roles } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths';
import { selectSession, useAppSelector } from '../../shared/store';

export interface MainNavItem {
  to: string;
  label: string;
  end?: boolean;
  disabled?: boolean;
  disabledReason?: string;
}

export function useMainNavItems(): MainNavItem[] {
  const { t } = useTranslation();
  const { user } = useAppSelector(selectSession);
  const items: MainNavItem[] = [
    { to: paths.home, label: t('nav.home'), end: true },
    { to: paths.about, label: t('nav.about') },
  ];
  // The courses link is for students only, and stays disabled until they have a course.
  if (user?.role === roles.user) {
    const disabled = user.coursesCount <= 0;
    items.push({
      to: paths.courses,
      label: t('nav.courses'),
      disabled,
      disabledReason: disabled ? t('nav.coursesDisabled') : undefined,
    });
  }
  return items;
}
