/** A stylised invoice in front of a block of flats; decorative, so hidden from assistive technology. */
export function LandingIllustration() {
  const windows = [0, 1, 2, 3, 4].flatMap((row) =>
    [0, 1, 2].map((column) => ({ x: 58 + column * 30, y: 150 + row * 36 })),
  );
  const rows = [0, 1, 2];
  return (
    <svg viewBox="0 0 480 400" width="100%" role="presentation" aria-hidden="true" focusable="false">
      <circle cx="262" cy="206" r="178" fill="#ccfbf1" opacity="0.55" />
      <rect x="40" y="120" width="130" height="240" rx="10" fill="#134e4a" />
      <rect x="40" y="120" width="130" height="14" rx="7" fill="#0f766e" />
      {windows.map((window) => (
        <rect
          key={`${window.x}-${window.y}`}
          x={window.x}
          y={window.y}
          width="18"
          height="20"
          rx="3"
          fill="#5eead4"
          opacity="0.75"
        />
      ))}
      <rect x="92" y="326" width="26" height="34" rx="3" fill="#f59e0b" />
      <rect x="162" y="52" width="250" height="306" rx="18" fill="#0f766e" opacity="0.12" />
      <rect x="150" y="40" width="250" height="306" rx="18" fill="#ffffff" stroke="#d7e3e0" strokeWidth="2" />
      <rect x="174" y="66" width="30" height="30" rx="8" fill="#0f766e" />
      <rect x="181" y="72" width="6" height="18" rx="2" fill="#f59e0b" />
      <path d="M191 77h8M191 84h8" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" />
      <rect x="290" y="70" width="86" height="10" rx="5" fill="#0f766e" />
      <rect x="318" y="88" width="58" height="7" rx="3.5" fill="#cbd5d1" />
      <rect x="174" y="120" width="70" height="7" rx="3.5" fill="#94a3a0" />
      <rect x="174" y="134" width="110" height="7" rx="3.5" fill="#cbd5d1" />
      <rect x="174" y="147" width="90" height="7" rx="3.5" fill="#cbd5d1" />
      <rect x="174" y="176" width="202" height="22" rx="6" fill="#f0fdfa" />
      <rect x="184" y="184" width="52" height="6" rx="3" fill="#0f766e" opacity="0.7" />
      <rect x="330" y="184" width="36" height="6" rx="3" fill="#0f766e" opacity="0.7" />
      {rows.map((row) => (
        <g key={row}>
          <rect x="184" y={214 + row * 24} width={96 - row * 14} height="7" rx="3.5" fill="#cbd5d1" />
          <rect x="322" y={214 + row * 24} width="44" height="7" rx="3.5" fill="#cbd5d1" />
        </g>
      ))}
      <path d="M174 290h202" stroke="#e2e8e6" strokeWidth="2" />
      <rect x="184" y="306" width="54" height="8" rx="4" fill="#94a3a0" />
      <rect x="298" y="300" width="78" height="20" rx="6" fill="#fef3c7" />
      <rect x="308" y="307" width="58" height="7" rx="3.5" fill="#b45309" />
      <circle cx="408" cy="76" r="30" fill="#f59e0b" />
      <circle cx="398" cy="66" r="5.5" fill="none" stroke="#ffffff" strokeWidth="3.5" />
      <circle cx="418" cy="86" r="5.5" fill="none" stroke="#ffffff" strokeWidth="3.5" />
      <path d="M420 62l-24 28" stroke="#ffffff" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="160" cy="330" r="32" fill="#15803d" />
      <path
        d="M146 330l10 10 19-20"
        fill="none"
        stroke="#ffffff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
