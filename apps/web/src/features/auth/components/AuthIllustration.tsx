// The auth pages' side image: a learner at a desk, a winding path of milestones behind them.
import { useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function AuthIllustration() {
  const { t } = useTranslation();
  const dark = useTheme().palette.mode === 'dark';
  return (
    <svg
      viewBox="0 0 480 520"
      role="img"
      aria-label={t('auth.sideImage')}
      style={{ width: '100%', height: 'auto' }}
    >
      <defs>
        <linearGradient id="auth-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={dark ? '#1d2547' : '#fff3ea'} />
          <stop offset="1" stopColor={dark ? '#121a36' : '#e4f0fa'} />
        </linearGradient>
      </defs>
      <rect width="480" height="520" rx="28" fill="url(#auth-sky)" />
      <circle cx="92" cy="92" r="38" fill={dark ? '#f2e3c6' : '#fdd2b5'} />
      <path
        d="M40 420 C120 400 110 330 190 320 S300 300 300 230 S380 150 430 120"
        fill="none"
        stroke="#5d99c6"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray="2 22"
      />
      <g>
        <circle cx="70" cy="412" r="14" fill="#fa853f" />
        <circle cx="190" cy="320" r="14" fill="#fa853f" />
        <circle cx="300" cy="232" r="14" fill="#fa853f" />
        <path d="M430 120 v-56" stroke={dark ? '#e9ecf5' : '#1a1206'} strokeWidth="5" strokeLinecap="round" />
        <path d="M432 66 l40 14 -40 14z" fill="#fa853f" />
      </g>
      <g>
        <rect x="96" y="430" width="260" height="16" rx="8" fill="#8a5a3c" />
        <rect x="118" y="446" width="12" height="60" fill="#8a5a3c" />
        <rect x="322" y="446" width="12" height="60" fill="#8a5a3c" />
        <rect x="150" y="360" width="112" height="72" rx="8" fill="#1e2a44" />
        <rect x="160" y="370" width="92" height="50" rx="4" fill="#5d99c6" />
        <path
          d="M170 408 l20 -18 16 12 26 -24"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <circle cx="306" cy="338" r="26" fill="#f2b48c" />
        <path d="M280 334 c0-22 14-32 28-32 s26 12 24 30 c-10-10-30-12-52 2z" fill="#2b2118" />
        <path d="M262 430 c4-52 22-66 44-66 s42 16 44 66z" fill="#fa853f" />
        <path d="M268 404 l-18 16" stroke="#f2b48c" strokeWidth="10" strokeLinecap="round" />
      </g>
    </svg>
  );
}
