/**
 * Error-page illustrations drawn inline with the palette (no external images): 404 a folded map with
 * a lost route and a compass, 500 a broken gear, 401 a padlock. Colours come from CSS variables so
 * both themes read well.
 */
const frame = { viewBox: '0 0 240 180', width: 240, height: 180, 'aria-hidden': true, focusable: false } as const;

function Ground() {
  return (
    <>
      <ellipse cx="120" cy="162" rx="92" ry="10" fill="var(--ill-shadow)" />
      <circle cx="30" cy="40" r="4" fill="var(--accent-7)" opacity=".7" />
      <circle cx="214" cy="30" r="3" fill="var(--accent-5)" opacity=".6" />
      <path d="M206 118l4 4m0-4l-4 4" stroke="var(--accent-2)" strokeWidth="2" strokeLinecap="round" />
      <path d="M22 102h8m-4-4v8" stroke="var(--accent-1)" strokeWidth="2" strokeLinecap="round" opacity=".7" />
    </>
  );
}

export function LostMapIllustration() {
  return (
    <svg {...frame}>
      <Ground />
      {/* folded map */}
      <path
        d="M44 46l48-14 56 14 48-14v102l-48 14-56-14-48 14V46Z"
        fill="var(--ill-paper)"
        stroke="var(--ill-line)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M92 32v102M148 46v102" stroke="var(--ill-line)" strokeWidth="2" />
      <path d="M92 32l56 14v102l-56-14V32Z" fill="var(--ill-fold)" />
      {/* route that wanders off */}
      <path
        d="M58 122c14-6 18-28 34-30s22 18 38 10 12-30 28-34 20 8 26 14"
        fill="none"
        stroke="var(--accent-1)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="2 7"
      />
      <circle cx="58" cy="122" r="5" fill="var(--accent-3)" />
      <path d="M180 66l8 8m0-8l-8 8" stroke="var(--accent-5)" strokeWidth="3.5" strokeLinecap="round" />
      {/* compass */}
      <circle cx="176" cy="128" r="26" fill="var(--ill-paper)" stroke="var(--accent-1)" strokeWidth="4" />
      <circle cx="176" cy="128" r="18" fill="var(--accent-1-soft)" />
      <path d="M176 110l6 18-6 18-6-18 6-18Z" fill="var(--accent-1)" />
      <path d="M176 110l6 18h-12l6-18Z" fill="var(--accent-5)" />
      <circle cx="176" cy="128" r="3" fill="var(--ill-paper)" />
      <text x="54" y="78" fontSize="30" fontWeight="800" fill="var(--accent-1)" opacity=".22" fontFamily="var(--font-num)">
        ?
      </text>
    </svg>
  );
}

export function BrokenGearIllustration() {
  const teeth = Array.from({ length: 8 }, (_, index) => index * 45);
  return (
    <svg {...frame}>
      <Ground />
      {/* left half of the gear */}
      <g transform="translate(-6 4) rotate(-8 110 88)">
        <g fill="var(--accent-4)">
          {teeth.slice(2, 7).map((angle) => (
            <rect key={angle} x="103" y="30" width="18" height="22" rx="4" transform={`rotate(${angle} 112 88)`} />
          ))}
        </g>
        <path d="M112 44a44 44 0 0 0 0 88l6-12-8-10 9-12-7-12 8-12-8-12 6-18Z" fill="var(--accent-4)" />
        <path d="M112 70a18 18 0 0 0 0 36l4-8-4-10 5-9-5-9Z" fill="var(--ill-paper)" />
      </g>
      {/* right half, knocked loose */}
      <g transform="translate(14 -6) rotate(14 130 88)">
        <g fill="var(--accent-7)">
          {[0, 45, 90, 135].map((angle) => (
            <rect key={angle} x="117" y="30" width="18" height="22" rx="4" transform={`rotate(${angle} 126 88)`} />
          ))}
        </g>
        <path d="M126 44a44 44 0 0 1 0 88l-6-12 8-10-9-12 7-12-8-12 8-12-6-18Z" fill="var(--accent-7)" />
        <path d="M126 70a18 18 0 0 1 0 36l-4-8 4-10-5-9 5-9Z" fill="var(--ill-paper)" />
      </g>
      {/* sparks */}
      <path d="M118 16l-4 12 8-2-4 12" fill="none" stroke="var(--accent-5)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M70 40l-8-6M64 58l-10 0M178 36l8-7M186 56l10-2" stroke="var(--ill-line)" strokeWidth="3" strokeLinecap="round" />
      {/* small intact gear */}
      <circle cx="194" cy="130" r="16" fill="none" stroke="var(--accent-2)" strokeWidth="6" strokeDasharray="6 4" />
      <circle cx="194" cy="130" r="5" fill="var(--accent-2)" />
    </svg>
  );
}

export function LockIllustration() {
  return (
    <svg {...frame}>
      <Ground />
      {/* shield */}
      <path
        d="M120 18l58 20v38c0 40-26 66-58 80-32-14-58-40-58-80V38l58-20Z"
        fill="var(--accent-1-soft)"
        stroke="var(--accent-1)"
        strokeWidth="2"
        opacity=".9"
      />
      {/* shackle */}
      <path d="M98 82V66a22 22 0 0 1 44 0v16" fill="none" stroke="var(--ill-line-strong)" strokeWidth="9" strokeLinecap="round" />
      {/* body */}
      <rect x="84" y="80" width="72" height="58" rx="12" fill="var(--accent-1)" />
      <rect x="84" y="80" width="72" height="14" rx="7" fill="#fff" opacity=".16" />
      <circle cx="120" cy="104" r="8" fill="var(--ill-paper)" />
      <path d="M116 108h8l2 16h-12l2-16Z" fill="var(--ill-paper)" />
      {/* key */}
      <g transform="rotate(-28 196 132)">
        <circle cx="186" cy="132" r="10" fill="none" stroke="var(--accent-7)" strokeWidth="5" />
        <path d="M196 132h26m-8 0v8m-7-8v6" stroke="var(--accent-7)" strokeWidth="5" strokeLinecap="round" />
      </g>
    </svg>
  );
}
