/**
 * The points of an arrowhead at `tip`, pointing away from `from` (the line's point before the tip): two
 * wings of `length` at half a radian either side of the line, as an SVG polyline's points "wing tip wing".
 * Shared by the arrows, pill arrows and value-indexing lines.
 */
export function arrowHead([fx, fy]: readonly [number, number], [tx, ty]: readonly [number, number], length: number): string {
  const angle = Math.atan2(ty - fy, tx - fx);
  const wing = (turn: number): string => `${tx - length * Math.cos(angle + turn)},${ty - length * Math.sin(angle + turn)}`;
  return `${wing(0.5)} ${tx},${ty} ${wing(-0.5)}`;
}
