// Generated from schemas/*.schema.json by `npm run schemas` (scripts/generate-schema-types.ts). Do not edit.
/* eslint-disable */

export type Rule = DiagonalRule | RegionRule;

/**
 * A combination-sudoku layout: 9x9 grids placed on a canvas at box-aligned offsets. Grids that overlap share whole 3x3 boxes; a shared cell is one cell that belongs to every unit of each grid it is in.
 */
export interface Layout {
  /**
   * Where an editor finds this schema.
   */
  $schema?: string;
  /**
   * A short name, e.g. "samurai".
   */
  name: string;
  description?: string;
  /**
   * The grids, each 9x9 with 3x3 boxes, placed by the canvas position of its top-left cell.
   *
   * @minItems 1
   * @maxItems 64
   */
  grids: GridPlacement[];
  /**
   * Constraints beyond the classic rows, columns and boxes.
   *
   * @maxItems 1000
   */
  rules?: Rule[];
}
export interface GridPlacement {
  /**
   * A unique name: letters, digits, '_' or '-', at most 32 characters.
   */
  id: string;
  /**
   * Canvas row of the top-left cell (0-based, a multiple of 3).
   */
  row: number;
  /**
   * Canvas column of the top-left cell (0-based, a multiple of 3).
   */
  col: number;
}
/**
 * Both main diagonals of the grid hold 1-9 once each (X-sudoku).
 */
export interface DiagonalRule {
  type: "diagonal";
  /**
   * Id of the grid.
   */
  grid: string;
}
/**
 * Nine cells, given by canvas [row, col] (0-based), that hold 1-9 once each (hyper sudoku, windoku).
 */
export interface RegionRule {
  type: "region";
  /**
   * @minItems 9
   * @maxItems 9
   */
  cells: number[][];
}

/**
 * One string per canvas row: 1-9 a given, '.' or '0' an empty cell, ' ' or '-' a position no grid covers. Trailing positions may be left off.
 *
 * @minItems 1
 * @maxItems 100000
 */
export type CanvasGivens = string[];

/**
 * A combination-sudoku puzzle: a layout (built-in name or inline) and its givens.
 */
export interface Puzzle {
  /**
   * Where an editor finds this schema.
   */
  $schema?: string;
  title?: string;
  /**
   * Where the puzzle comes from, or how it was made.
   */
  source?: string;
  /**
   * A built-in layout name (see `combo-sudoku layouts`) or a layout object.
   */
  layout: string | Layout;
  /**
   * Either the canvas (one string per row) or an object from grid id to 81 characters.
   */
  givens: CanvasGivens | GridGivens;
}
/**
 * Grid id to its 81 cells row by row: 1-9 a given, '.' or '0' empty. A grid left out is empty.
 */
export interface GridGivens {
  [k: string]: string;
}

export const layoutSchema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "urn:combo-sudoku:schema:layout",
  "title": "Layout",
  "description": "A combination-sudoku layout: 9x9 grids placed on a canvas at box-aligned offsets. Grids that overlap share whole 3x3 boxes; a shared cell is one cell that belongs to every unit of each grid it is in.",
  "type": "object",
  "required": [
    "name",
    "grids"
  ],
  "additionalProperties": false,
  "properties": {
    "$schema": {
      "type": "string",
      "description": "Where an editor finds this schema."
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 100,
      "description": "A short name, e.g. \"samurai\"."
    },
    "description": {
      "type": "string",
      "maxLength": 2000
    },
    "grids": {
      "type": "array",
      "minItems": 1,
      "maxItems": 64,
      "description": "The grids, each 9x9 with 3x3 boxes, placed by the canvas position of its top-left cell.",
      "items": {
        "$ref": "#/$defs/grid"
      }
    },
    "rules": {
      "type": "array",
      "maxItems": 1000,
      "description": "Constraints beyond the classic rows, columns and boxes.",
      "items": {
        "$ref": "#/$defs/rule"
      }
    }
  },
  "$defs": {
    "grid": {
      "title": "GridPlacement",
      "type": "object",
      "required": [
        "id",
        "row",
        "col"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$",
          "description": "A unique name: letters, digits, '_' or '-', at most 32 characters."
        },
        "row": {
          "type": "integer",
          "minimum": 0,
          "maximum": 99999,
          "multipleOf": 3,
          "description": "Canvas row of the top-left cell (0-based, a multiple of 3)."
        },
        "col": {
          "type": "integer",
          "minimum": 0,
          "maximum": 99999,
          "multipleOf": 3,
          "description": "Canvas column of the top-left cell (0-based, a multiple of 3)."
        }
      }
    },
    "rule": {
      "title": "Rule",
      "oneOf": [
        {
          "$ref": "#/$defs/diagonalRule"
        },
        {
          "$ref": "#/$defs/regionRule"
        }
      ]
    },
    "diagonalRule": {
      "title": "DiagonalRule",
      "description": "Both main diagonals of the grid hold 1-9 once each (X-sudoku).",
      "type": "object",
      "required": [
        "type",
        "grid"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "diagonal"
        },
        "grid": {
          "type": "string",
          "description": "Id of the grid."
        }
      }
    },
    "regionRule": {
      "title": "RegionRule",
      "description": "Nine cells, given by canvas [row, col] (0-based), that hold 1-9 once each (hyper sudoku, windoku).",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "region"
        },
        "cells": {
          "type": "array",
          "minItems": 9,
          "maxItems": 9,
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    }
  }
} as const;

export const puzzleSchema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "urn:combo-sudoku:schema:puzzle",
  "title": "Puzzle",
  "description": "A combination-sudoku puzzle: a layout (built-in name or inline) and its givens.",
  "type": "object",
  "required": [
    "layout",
    "givens"
  ],
  "additionalProperties": false,
  "properties": {
    "$schema": {
      "type": "string",
      "description": "Where an editor finds this schema."
    },
    "title": {
      "type": "string",
      "maxLength": 200
    },
    "source": {
      "type": "string",
      "maxLength": 2000,
      "description": "Where the puzzle comes from, or how it was made."
    },
    "layout": {
      "description": "A built-in layout name (see `combo-sudoku layouts`) or a layout object.",
      "oneOf": [
        {
          "type": "string",
          "minLength": 1,
          "maxLength": 100
        },
        {
          "$ref": "urn:combo-sudoku:schema:layout"
        }
      ]
    },
    "givens": {
      "description": "Either the canvas (one string per row) or an object from grid id to 81 characters.",
      "oneOf": [
        {
          "$ref": "#/$defs/canvasGivens"
        },
        {
          "$ref": "#/$defs/gridGivens"
        }
      ]
    }
  },
  "$defs": {
    "canvasGivens": {
      "title": "CanvasGivens",
      "description": "One string per canvas row: 1-9 a given, '.' or '0' an empty cell, ' ' or '-' a position no grid covers. Trailing positions may be left off.",
      "type": "array",
      "minItems": 1,
      "maxItems": 100000,
      "items": {
        "type": "string",
        "pattern": "^[0-9. -]*$",
        "maxLength": 100000
      }
    },
    "gridGivens": {
      "title": "GridGivens",
      "description": "Grid id to its 81 cells row by row: 1-9 a given, '.' or '0' empty. A grid left out is empty.",
      "type": "object",
      "maxProperties": 64,
      "propertyNames": {
        "pattern": "^[A-Za-z0-9_-]{1,32}$"
      },
      "additionalProperties": {
        "type": "string",
        "pattern": "^[0-9.]{81}$"
      }
    }
  }
} as const;
