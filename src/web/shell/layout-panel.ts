/**
 * The Draw panel's lists: the grids (id, place, diagonal, remove) with their problems, and the rules with a
 * Remove button each.
 */
import { gridShape } from "../../model/grid-size.js";
import type { Rule } from "../../model/schemas.js";
import type { EditorState } from "../editor-state.js";
import { rulePositions } from "../../rules/rule-positions.js";
import { moveGrid, removeGrid, removeRule, renameGrid, toggleDiagonal } from "../editor-state.js";
import { TOOLS } from "../rule-tools.js";
import type { Page } from "./page.js";
import { $, button } from "./page.js";

/** A rule in words, as the list shows it: its tool's name and where it starts (1-based canvas). */
function ruleName(rule: Rule): string {
  if (rule.type === "diagonal") return `diagonals of grid ${rule.grid}`;
  const [first] = rulePositions(rule);
  const where =
    first === undefined
      ? "grid" in rule && rule.grid !== undefined
        ? ` on grid ${rule.grid}`
        : " on every grid"
      : ` from canvas row ${first[0] + 1}, column ${first[1] + 1}`;
  const tool =
    rule.type === "kropki"
      ? `kropki ${rule.color}`
      : rule.type === "xv"
        ? rule.mark
        : rule.type === "indexing"
          ? `${rule.index} indexing`
          : (TOOLS.find((t) => t.name === rule.type)?.label.toLowerCase() ?? rule.type);
  const sum = rule.type === "killer" && rule.sum !== undefined ? ` (sum ${rule.sum})` : rule.type === "rellik" ? ` (≠${rule.sum})` : "";
  return `${rule.type === "region" ? "region" : tool}${sum}${where}`;
}

/** Redraws the grid and rule lists of the Draw panel. */
export function renderLayoutLists(page: Page, s: EditorState, byGrid: ReadonlyMap<number, readonly string[]>): void {
  const grids = s.layout.grids.map((g, i) => {
    const li = document.createElement("li");
    const id = input("text", g.id, `Grid ${i + 1} id`);
    id.addEventListener("change", () => page.commit(renameGrid(page.state(), i, id.value.trim())));
    const row = input("number", String(g.row), `Grid ${g.id} row`);
    const col = input("number", String(g.col), `Grid ${g.id} column`);
    const { boxRows, boxCols } = gridShape(s.layout);
    row.step = String(boxRows);
    col.step = String(boxCols);
    const move = (): void => page.commit(moveGrid(page.state(), i, Number(row.value), Number(col.value)));
    row.addEventListener("change", move);
    col.addEventListener("change", move);
    const diagonal = input("checkbox", "", `Grid ${g.id} diagonal rule`);
    diagonal.checked = (s.layout.rules ?? []).some((r) => r.type === "diagonal" && r.grid === g.id);
    diagonal.addEventListener("change", () => page.commit(toggleDiagonal(page.state(), g.id)));
    const diagonalLabel = document.createElement("label");
    diagonalLabel.append(diagonal, " diagonal");
    const remove = button(`Remove`, `Remove grid ${g.id}`, () => page.commit(removeGrid(page.state(), i)));
    li.append(id, row, col, diagonalLabel, remove);
    for (const line of byGrid.get(i) ?? []) {
      const p = document.createElement("div");
      p.className = "grid-errors";
      p.textContent = line;
      li.append(p);
    }
    return li;
  });
  $<HTMLUListElement>("grid-list").replaceChildren(...grids);
  const rules = (s.layout.rules ?? []).map((rule, i) => {
    const li = document.createElement("li");
    const what = ruleName(rule);
    li.append(
      what,
      button("Remove", `Remove rule ${i + 1}: ${what}`, () => page.commit(removeRule(page.state(), i))),
    );
    return li;
  });
  $<HTMLUListElement>("rule-list").replaceChildren(...rules);
}

function input(type: string, value: string, label: string): HTMLInputElement {
  const el = document.createElement("input");
  el.type = type;
  el.value = value;
  el.setAttribute("aria-label", label);
  el.title = label; // the grid list's fields have no visible label of their own
  return el;
}
