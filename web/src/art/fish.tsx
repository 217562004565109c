// The fish token every game draws (Plucky's fish and Golden Fish, the guides' pictures):
// a plain SVG group in a 36×20 box, placed with x, y and a scale s.

// A fish, blue, or golden for a Golden Fish; `edge` and `edgeWidth` change its outline
// (Plucky edges a team's Golden Fish in the team's colour), `class` names it for the page.
export function Fish({
  x = 0,
  y = 0,
  s = 1,
  gold = false,
  edge,
  edgeWidth = 2,
  class: cls,
}: {
  x?: number;
  y?: number;
  s?: number;
  gold?: boolean;
  edge?: string;
  edgeWidth?: number;
  class?: string;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} class={cls}>
      <path d="M2 10 Q14 -2 26 10 Q14 22 2 10 Z M26 10 L34 3 L34 17 Z" fill={gold ? '#f5c518' : '#7fb3d5'} stroke={edge ?? (gold ? '#9a7400' : '#2c5d80')} stroke-width={edgeWidth} />
      <circle cx="8" cy="9" r="1.6" fill="#222" />
    </g>
  );
}
