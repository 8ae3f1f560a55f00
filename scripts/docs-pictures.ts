/**
 * The pictures of docs/: each is one `combo-sudoku render` command line on a shipped puzzle, a test fixture or
 * a puzzle line, whose standard output is the picture's bytes. `npm run docs:pictures` (write-docs-pictures.ts)
 * runs them into docs/pictures/, and test/scripts/docs-pictures.test.ts runs them again and compares, so a
 * picture that no longer matches what `render` draws fails the tests.
 *
 * Technique pictures use `render LINE --step N`: N is the step of `explain LINE` where the technique is first
 * taken (found from `explain -f json`). Their puzzles come from test/fixtures/third-party/se-rated/sample.txt (the
 * public-domain Sudoku Exchange bank, rated by Sukaku Explainer) and puzzles/.
 */

/** One picture: where it goes under docs/pictures/ and the render command that draws it. */
export interface DocsPicture {
  /** Path under docs/pictures/. */
  readonly file: string;
  /** The arguments after `combo-sudoku` (paths relative to the project root). */
  readonly args: readonly string[];
}

/** A variant rule's picture: `render` of the shipped puzzle that shows it. */
const rule = (name: string, puzzle: string): DocsPicture => ({ file: `rules/${name}.svg`, args: ["render", `puzzles/${puzzle}.json`] });

/** A technique's picture: the position before the step of `explain` that takes it, with the step drawn. */
const technique = (name: string, puzzle: string, step: number): DocsPicture => ({
  file: `techniques/${name}.svg`,
  args: ["render", puzzle, "--step", String(step)],
});

/** An opt-in technique's picture: as `technique`, with the technique added as `explain --with` adds it. */
const optIn = (name: string, puzzle: string, step: number): DocsPicture => ({
  file: `techniques/${name}.svg`,
  args: ["render", puzzle, "--step", String(step), "--with", name],
});

/** Every picture of docs/, in the order the pages show them. */
export const DOCS_PICTURES: readonly DocsPicture[] = [
  { file: "samurai-seed-a-solved.svg", args: ["render", "puzzles/samurai-seed-a.json", "--solve"] },
  rule("diagonal", "x-sudoku"),
  rule("region", "windoku"),
  rule("killer", "killer"),
  rule("killer-samurai", "killer-samurai"),
  rule("jigsaw", "jigsaw"),
  rule("thermometer", "thermometer"),
  rule("arrow", "arrow"),
  rule("kropki", "kropki"),
  rule("kropki-all-dots", "kropki-all-dots"),
  rule("xv", "xv"),
  rule("odd-even", "odd-even"),
  rule("anti-knight", "anti-knight"),
  rule("anti-king", "anti-king"),
  rule("non-consecutive", "non-consecutive"),
  rule("renban", "renban"),
  rule("german-whispers", "german-whispers"),
  rule("palindrome", "palindrome"),
  rule("between-line", "between-line"),
  rule("disjoint-groups", "disjoint-groups"),
  rule("quadruple", "quadruple"),
  rule("little-killer", "little-killer"),
  rule("sandwich", "sandwich"),
  rule("rellik", "rellik"),
  rule("anti-taxicab", "anti-taxicab"),
  rule("hidden-skyscraper", "hidden-skyscraper"),
  rule("numbered-room", "numbered-room"),
  rule("lunchbox", "lunchbox"),
  rule("parity-line", "parity-line"),
  rule("lockout-line", "lockout-line"),
  rule("sum-line", "sum-line"),
  rule("counting-circles", "counting-circles"),
  rule("159", "159"),
  rule("value-indexing", "value-indexing"),
  technique("full-house", "020300100000000008904020500000287005005901700400536000007060401200000000003009080", 1),
  technique("hidden-single", "050080020040703050200000004008000400630090015095102380000205000010000040000648000", 1),
  technique("naked-single", "420009500000400021061002000000604000046020930000308000000200310380005000002900057", 1),
  technique("locked-candidates", "001006800060000050500320007700060100002408300005030004300019002020000040006200700", 1),
  technique("naked-pair", "500107004190000086004000500900040003020000060308000209000090000000508000600314002", 3),
  technique("x-wing", "060300000002040006009001420003050002040907080800030500017500800600070200000003060", 1),
  technique("hidden-pair", "000000000064807320010903470100300700070080060009002003041208030032106890000000000", 2),
  technique("naked-triple", "060300000002040006009001420003050002040907080800030500017500800600070200000003060", 2),
  technique("swordfish", "000805000005000900070106020030407060004000200500020004002080100350000092040000050", 5),
  technique("hidden-triple", "000100087000009003460380500000400060500000009020008000005071026100600000790003000", 5),
  technique("skyscraper", "402000050056090008800500090630002900000000000007300082020001005500040620060000801", 6),
  technique("two-string-kite", "000000200010007980600009015030006002700503001100700030350600004064300050007000000", 2),
  technique("xy-wing", "530009400049500000006010000062000090004070600010000340000090800000008730007300065", 6),
  technique("finned-x-wing", "050906400003100006900070050400000017001090200320000009070060004800009700004708020", 1),
  technique("w-wing", "000050000000107000305040701001080900900614005000903000020000030700000004068000190", 6),
  technique("xyz-wing", "000090000069001000210003904300007460000000000042800001907100042000900830000050000", 5),
  technique("unique-rectangle", "064507820900000004080000010000906000200050006005102400800030001000000000706040508", 7),
  technique("hidden-unique-rectangle", "080700020600000040002601709004006038300508002820100400908407200010000004040002060", 6),
  technique("finned-swordfish", "000000200010007980600009015030006002700503001100700030350600004064300050007000000", 3),
  technique("naked-quad", "200750804009000000300006010004307002700000006100508400020400008000000300507039001", 10),
  technique("jellyfish", "600000003003704800004903200000000000208406509090050080800000001000090000006805400", 18),
  technique("hidden-quad", "000006000050870090007250800500000180063000940021000007005021700010093050000500000", 20),
  technique("wxyz-wing", "300809005002000100080000070090745080030000040008030600060080010800000002005304800", 5),
  technique("bug-plus-1", "000000000710008320026000074049001000250080037000500180430000750067400018000000000", 29),
  technique("finned-jellyfish", "000000000064807320010903470100300700070080060009002003041208030032106890000000000", 5),
  technique("simple-colouring", "700009053590000010004500900800463700000702000002985004008004200030000045460200009", 10),
  technique("x-chain", "000000200010007980600009015030006002700503001100700030350600004064300050007000000", 4),
  technique("xy-chain", "050308090000004300030020005320079400400000008006480032700040010009800000040702080", 12),
  technique("aic", "040000060209000107500000002010506020008201300000080000030869050004050900000304000", 2),
  technique("continuous-nice-loop", "040000060209000107500000002010506020008201300000080000030869050004050900000304000", 6),
  technique("forcing-chains", "600010000010008900004300071006092038000000000320870100940001800002400010000050002", 5),
  technique("sue-de-coq", "054100070000400003030500200000800009002619500900004000001005090800007000070001860", 6),
  technique("als-xz", "040000060209000107500000002010506020008201300000080000030869050004050900000304000", 3),
  technique("nishio-forcing-chains", "000607000003080600010309080004000300200000006008050100609108407080000010000705000", 5),
  technique("death-blossom", "040000060209000107500000002010506020008201300000080000030869050004050900000304000", 4),
  technique("grouped-aic", "090800600000005003802640500080000307003000400609000050008026704200100000006008020", 3),
  technique("dynamic-forcing-chains", "060042300000307002300500000930000280700000003081000054000004009800709000009610030", 4),
  technique("grouped-aic-with-als-nodes", "900030840000820500000006073005600030700000008080001400590700000007092000014060007", 3),
  technique("dynamic-forcing-chains-plus", "........9..6.1.7.24......3......12...6..2..5...28.7....3......4..8.7.6..9..1.....", 2),
  technique("nested-forcing-chains", "........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4", 1),
  optIn("als-xy-wing", "062003090004000050005074203000042000001706400000910000508690300090000500030400970", 25),
  optIn("als-xy-chain", "700200005491000000020074000917080000080020060000040831000630070000000348800007006", 23),
];
