/// The HTML report's style sheet: light by default, dark with `prefers-color-scheme`, and a
/// print style that drops backgrounds and keeps tables and charts whole on a page.
enum CorpusReportStyle {
    static let css = """
        :root { color-scheme: light dark; --text: #1d1d1f; --muted: #6e6e73; --page: #ffffff; --panel: #f5f5f7;
          --line: #d2d2d7; --accent: #0a66c2; --error: #c9302c; --warning: #b26a00; --note: #6e6e73;
          --heat1: #fde9c9; --heat2: #fbc98a; --heat3: #f59e4c; --heat4: #e0662a; --heat5: #b83b12; --cell: #1d1d1f; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #f5f5f7; --muted: #a1a1a6; --page: #1c1c1e; --panel: #2c2c2e; --line: #48484a;
            --accent: #4da3ff; --error: #ff6b63; --warning: #ffb340; --note: #a1a1a6;
            --heat1: #4a3418; --heat2: #6e4414; --heat3: #9a5412; --heat4: #c8621a; --heat5: #f07a2a; --cell: #f5f5f7; }
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 1100px; padding: 24px; font: 15px/1.45 -apple-system, "Segoe UI", Roboto,
          "Noto Sans", sans-serif; color: var(--text); background: var(--page); }
        h1 { font-size: 26px; margin: 0 0 4px; } h2 { font-size: 19px; margin: 32px 0 8px; border-bottom: 1px solid var(--line); }
        .muted { color: var(--muted); }
        .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 10px; margin: 16px 0; }
        .card { background: var(--panel); border-radius: 10px; padding: 10px 14px; }
        .card b { display: block; font-size: 24px; } .card span { color: var(--muted); font-size: 13px; }
        .charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(480px, 1fr)); gap: 16px; }
        figure { margin: 0; background: var(--panel); border-radius: 10px; padding: 12px; break-inside: avoid; }
        figcaption { font-weight: 600; margin-bottom: 6px; }
        svg.chart { max-width: 100%; height: auto; font-size: 14px; }
        svg .label, svg .value, svg .axis { fill: var(--text); } svg .axis { fill: var(--muted); }
        svg .bar { fill: var(--accent); } svg .bar-error { fill: var(--error); } svg .bar-warning { fill: var(--warning); }
        svg .bar-note { fill: var(--note); } svg .tick, svg .median { stroke: var(--text); stroke-width: 2; }
        svg .reference { stroke: var(--muted); stroke-dasharray: 4 3; } svg .whisker { stroke: var(--muted); stroke-width: 1.5; }
        svg .box { fill: var(--accent); fill-opacity: .35; stroke: var(--accent); }
        svg .heat0 { fill: var(--page); stroke: var(--line); } svg .heat1 { fill: var(--heat1); } svg .heat2 { fill: var(--heat2); }
        svg .heat3 { fill: var(--heat3); } svg .heat4 { fill: var(--heat4); } svg .heat5 { fill: var(--heat5); }
        svg .cell { fill: var(--cell); } svg .cell.strong { fill: #ffffff; font-weight: 600; }
        table { border-collapse: collapse; width: 100%; font-size: 14px; }
        th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
        td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
        code { font: 13px ui-monospace, Menlo, Consolas, monospace; background: var(--panel); padding: 1px 4px; border-radius: 4px;
          overflow-wrap: anywhere; }
        .sev { font-weight: 600; } .sev-error { color: var(--error); } .sev-warning { color: var(--warning); } .sev-note { color: var(--note); }
        .fix { color: var(--accent); }
        @media print {
          :root { --page: #ffffff; --panel: #ffffff; --text: #000000; --cell: #000000; }
          body { max-width: none; padding: 0; font-size: 11pt; } figure { border: 1px solid #999; }
          .charts { grid-template-columns: 1fr; } tr, figure, .card { break-inside: avoid; } h2 { break-after: avoid; }
        }
        """
}
