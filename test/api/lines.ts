/** Puzzles the one-call tests share (9x9 lines; HARDEST is Arto Inkala's "hardest", a common test puzzle). */
export const LINE = "..9..8.4.6......17.1..4............448.6.3.213............9..8.24......6.5.7..1..";
/** LINE with two givens taken out: 151 solutions (as `solve --count` counts them). */
export const OPEN = "..9..8.4.6......17.1..4............448.6.3.213............9..8.24......6.5....1..";
export const HARDEST = "12.3....435....1....4........54..2..6...7.........8.9...31..5.......9.7.....6...8";
/** Two 1s in row 1 and nothing else: no solution. */
export const CLASH = `11${".".repeat(79)}`;
/** A row that cannot be completed though no given clashes: no solution. */
export const NONE = `12345678.........9${".".repeat(63)}`;
