// Inline illustrations of the home page, drawn for Parcours (no remote images).
import { useTheme } from '@mui/material';

const orange = '#fa853f';
const blue = '#5d99c6';

function useInk() {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  return {
    ink: dark ? '#e9ecf5' : '#1e2a44',
    soft: dark ? '#1a2140' : '#eef4fa',
    card: dark ? '#111833' : '#ffffff',
  };
}

interface IllustrationProps {
  label: string;
}

export function HeroIllustration({ label }: IllustrationProps) {
  const { ink, soft, card } = useInk();
  return (
    <svg viewBox="0 0 520 420" role="img" aria-label={label} style={{ width: '100%', height: 'auto' }}>
      <ellipse cx="260" cy="220" rx="240" ry="190" fill={soft} />
      <path
        d="M60 360 C140 350 150 280 220 270 S320 260 320 190 S400 110 460 90"
        fill="none"
        stroke={blue}
        strokeWidth="14"
        strokeLinecap="round"
      />
      <path
        d="M60 360 C140 350 150 280 220 270 S320 260 320 190 S400 110 460 90"
        fill="none"
        stroke={card}
        strokeWidth="3"
        strokeDasharray="10 14"
        strokeLinecap="round"
      />
      {[
        [90, 352, '?'],
        [220, 270, '%'],
        [320, 192, '≡'],
        [398, 120, '↑'],
      ].map(([x, y, glyph]) => (
        <g key={String(glyph)}>
          <circle cx={Number(x)} cy={Number(y)} r="26" fill={card} stroke={orange} strokeWidth="5" />
          <text
            x={Number(x)}
            y={Number(y) + 8}
            textAnchor="middle"
            fontSize="24"
            fontWeight="700"
            fill={ink}
            fontFamily="Inter, sans-serif"
          >
            {glyph}
          </text>
        </g>
      ))}
      <path d="M460 90 V30" stroke={ink} strokeWidth="6" strokeLinecap="round" />
      <path d="M463 32 l46 16 -46 16z" fill={orange} />
      <g>
        <circle cx="150" cy="170" r="30" fill="#f2b48c" />
        <path d="M120 166 c0-26 16-38 32-38 s30 14 28 36 c-12-12-36-14-60 2z" fill="#2b2118" />
        <path d="M104 290 c4-62 24-82 48-82 s44 20 48 82z" fill={orange} />
        <rect x="118" y="232" width="64" height="44" rx="6" fill={ink} />
        <rect x="124" y="238" width="52" height="32" rx="3" fill={blue} />
      </g>
    </svg>
  );
}

export function QuestionnaireIllustration({ label }: IllustrationProps) {
  const { ink, soft, card } = useInk();
  return (
    <svg viewBox="0 0 160 120" role="img" aria-label={label} width="100%" height="120">
      <rect x="10" y="8" width="140" height="104" rx="14" fill={soft} />
      <rect x="34" y="18" width="92" height="86" rx="8" fill={card} stroke={ink} strokeWidth="2" />
      {[36, 58, 80].map((y, i) => (
        <g key={y}>
          <rect x="44" y={y} width="14" height="14" rx="3" fill="none" stroke={ink} strokeWidth="2" />
          {i < 2 && (
            <path
              d={`M47 ${y + 7} l4 4 7-8`}
              fill="none"
              stroke={orange}
              strokeWidth="3"
              strokeLinecap="round"
            />
          )}
          <rect x="66" y={y + 4} width={i === 1 ? 40 : 50} height="6" rx="3" fill={blue} />
        </g>
      ))}
    </svg>
  );
}

export function PretestIllustration({ label }: IllustrationProps) {
  const { ink, soft, card } = useInk();
  return (
    <svg viewBox="0 0 160 120" role="img" aria-label={label} width="100%" height="120">
      <rect x="10" y="8" width="140" height="104" rx="14" fill={soft} />
      <rect x="26" y="22" width="60" height="78" rx="6" fill={card} stroke={ink} strokeWidth="2" />
      {[34, 48, 62, 76].map((y) => (
        <rect key={y} x="34" y={y} width="44" height="5" rx="2.5" fill={blue} opacity="0.8" />
      ))}
      <path d="M96 84 a28 28 0 0 1 56 0" fill="none" stroke={ink} strokeWidth="6" opacity="0.25" />
      <path
        d="M96 84 a28 28 0 0 1 44 -23"
        fill="none"
        stroke={orange}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path d="M124 84 l14 -18" stroke={ink} strokeWidth="3" strokeLinecap="round" />
      <circle cx="124" cy="84" r="4" fill={ink} />
    </svg>
  );
}

export function PathIllustration({ label }: IllustrationProps) {
  const { ink, soft } = useInk();
  return (
    <svg viewBox="0 0 160 120" role="img" aria-label={label} width="100%" height="120">
      <rect x="10" y="8" width="140" height="104" rx="14" fill={soft} />
      <path d="M24 90 H132" stroke={ink} strokeWidth="3" strokeLinecap="round" />
      <path d="M128 84 l8 6 -8 6" fill="none" stroke={ink} strokeWidth="3" strokeLinecap="round" />
      <rect x="28" y="58" width="26" height="26" rx="5" fill={blue} />
      <rect x="62" y="44" width="26" height="40" rx="5" fill={orange} />
      <rect x="96" y="30" width="26" height="54" rx="5" fill={ink} opacity="0.8" />
      <circle cx="41" cy="46" r="6" fill={orange} />
    </svg>
  );
}

export function PosttestIllustration({ label }: IllustrationProps) {
  const { ink, soft } = useInk();
  return (
    <svg viewBox="0 0 160 120" role="img" aria-label={label} width="100%" height="120">
      <rect x="10" y="8" width="140" height="104" rx="14" fill={soft} />
      <path d="M30 96 H134 M30 96 V22" stroke={ink} strokeWidth="3" strokeLinecap="round" />
      <rect x="44" y="66" width="26" height="30" rx="4" fill={blue} />
      <rect x="92" y="34" width="26" height="62" rx="4" fill={orange} />
      <path d="M57 58 C70 40 86 34 100 28" fill="none" stroke={ink} strokeWidth="2.5" strokeDasharray="4 4" />
      <path d="M96 24 l8 3 -6 6" fill="none" stroke={ink} strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
