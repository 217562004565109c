// A piece drawn in its own box (a die's face, a token), placed in a bigger drawing:
// at (x, y), scaled by s. The guides' pictures place the tables' pieces with it.
import type { ComponentChildren } from 'preact';

export function Place({ x, y, s = 1, children }: { x: number; y: number; s?: number; children: ComponentChildren }) {
  return <g transform={`translate(${x} ${y}) scale(${s})`}>{children}</g>;
}
