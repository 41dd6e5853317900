/** The show's host, drawn by the studio: a presenter in a tuxedo with a gold microphone. */
export function ShowHost({ className, cheering }: { className?: string; cheering: boolean }) {
  return (
    <svg viewBox="0 0 120 170" className={className} aria-hidden data-cheering={cheering}>
      <defs>
        <linearGradient id="wheel-show-suit" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#2b2540" />
          <stop offset="100%" stopColor="#0f0c1a" />
        </linearGradient>
        <radialGradient id="wheel-show-spot" cx="50%" cy="100%" r="60%">
          <stop offset="0%" stopColor="rgb(255 214 102 / 0.45)" />
          <stop offset="100%" stopColor="rgb(255 214 102 / 0)" />
        </radialGradient>
      </defs>
      <ellipse cx="60" cy="160" rx="58" ry="12" fill="url(#wheel-show-spot)" />
      <path d="M22,165 C24,118 36,98 60,96 C84,98 96,118 98,165 Z" fill="url(#wheel-show-suit)" />
      <path d="M50,98 L60,128 L70,98 Z" fill="#f4f1ea" />
      <path d="M53,104 L60,100 L67,104 L60,108 Z" fill="#c9a227" />
      <circle cx="60" cy="72" r="24" fill="#e8b98f" />
      <path
        d="M36,68 C36,46 50,40 62,40 C78,40 86,52 84,66 C78,56 68,52 56,54 C46,56 40,62 36,68 Z"
        fill="#3a2418"
      />
      <circle cx="51" cy="72" r="2.6" fill="#2a1a12" />
      <circle cx="69" cy="72" r="2.6" fill="#2a1a12" />
      <path
        d={cheering ? 'M50,82 Q60,94 70,82 Z' : 'M51,84 Q60,90 69,84'}
        fill={cheering ? '#7a2230' : 'none'}
        stroke="#7a2230"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <g
        style={{
          transform: cheering ? 'rotate(-28deg)' : 'none',
          transformOrigin: '92px 112px',
          transition: 'transform 300ms',
        }}
      >
        <path
          d="M90,108 C102,104 108,92 106,80"
          stroke="#1d1830"
          strokeWidth="11"
          strokeLinecap="round"
          fill="none"
        />
        <circle cx="106" cy="78" r="6" fill="#e8b98f" />
        <rect x="103" y="60" width="7" height="16" rx="3" fill="#c9a227" />
        <circle cx="106.5" cy="58" r="6" fill="#f7d774" stroke="#8a6514" strokeWidth="1.5" />
      </g>
      <path
        d="M30,108 C22,120 24,136 30,146"
        stroke="#1d1830"
        strokeWidth="11"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
