/** A calendar with a day struck out and an hourglass badge; decorative. */
export function ExpiredIllustration() {
  const days = [0, 1, 2].flatMap((row) => [0, 1, 2, 3].map((column) => ({ row, column })));
  return (
    <svg viewBox="0 0 240 200" width="100%" role="presentation" aria-hidden="true" focusable="false">
      <circle cx="120" cy="104" r="92" fill="#fef3c7" />
      <rect x="52" y="44" width="124" height="120" rx="14" fill="#ffffff" stroke="#d7e3e0" strokeWidth="2" />
      <path d="M52 58a14 14 0 0 1 14-14h96a14 14 0 0 1 14 14v18H52z" fill="#0f766e" />
      <rect x="80" y="32" width="9" height="24" rx="4.5" fill="#134e4a" />
      <rect x="139" y="32" width="9" height="24" rx="4.5" fill="#134e4a" />
      {days.map(({ row, column }) => {
        const x = 76 + column * 25;
        const y = 98 + row * 22;
        const isStruckOut = row === 2 && column === 2;
        return isStruckOut ? (
          <path
            key="struck-out"
            d={`M${x - 6} ${y - 6}l12 12M${x + 6} ${y - 6}l-12 12`}
            stroke="#b91c1c"
            strokeWidth="3.5"
            strokeLinecap="round"
          />
        ) : (
          <circle key={`${row}-${column}`} cx={x} cy={y} r="5" fill="#cbd5d1" />
        );
      })}
      <circle cx="176" cy="150" r="34" fill="#b91c1c" stroke="#ffffff" strokeWidth="5" />
      <path
        d="M163 133h26M163 167h26M166 133c0 10 6 13 10 17c-4 4-10 7-10 17M186 133c0 10-6 13-10 17c4 4 10 7 10 17"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M170 165l6-7 6 7z" fill="#ffffff" />
    </svg>
  );
}
