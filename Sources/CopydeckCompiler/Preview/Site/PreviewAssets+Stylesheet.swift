extension PreviewAssets {
    /// The site's look, light and dark. The diagrams' colours are custom properties
    /// (`--cd-…`) the SVG reads, so the same drawing follows the theme inline and keeps its
    /// light defaults as a standalone file.
    static let siteStylesheet: StaticString = """
    :root, [data-theme="light"] {
      color-scheme: light;
      --bg: #f6f7f9; --panel: #ffffff; --text: #1c1f24; --muted: #5d6470; --line: #d9dde3;
      --accent: #2f5bea; --error: #c62828; --warning: #a86100; --note: #3a6ea5; --highlight: #fff3c4;
      --cd-node-fill: #ffffff; --cd-node-stroke: #5b6472; --cd-text: #1c1f24; --cd-edge: #5b6472;
      --cd-label-bg: #f6f7f9; --cd-cluster-fill: #eef1f6; --cd-cluster-stroke: #c3c9d3;
      --cd-screen-fill: #eaf0ff; --cd-prompt-fill: #fff4e0; --cd-flag: #c62828; --cd-here: #2f5bea;
    }
    [data-theme="dark"] {
      color-scheme: dark;
      --bg: #14161a; --panel: #1d2026; --text: #e6e8eb; --muted: #9aa3af; --line: #343943;
      --accent: #8aa8ff; --error: #ff6b6b; --warning: #f0b54a; --note: #8ab4e8; --highlight: #4a3f12;
      --cd-node-fill: #1d2026; --cd-node-stroke: #9aa3af; --cd-text: #e6e8eb; --cd-edge: #9aa3af;
      --cd-label-bg: #14161a; --cd-cluster-fill: #22262d; --cd-cluster-stroke: #3d434d;
      --cd-screen-fill: #1f2b4a; --cd-prompt-fill: #3a2e17; --cd-flag: #ff6b6b; --cd-here: #8aa8ff;
    }
    * { box-sizing: border-box; }
    html { background: var(--bg); color: var(--text); }
    body {
      margin: 0; background: var(--bg); color: var(--text);
      font: 15px/1.5 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK KR", "Noto Sans CJK JP", sans-serif;
    }
    a { color: var(--accent); }
    code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 0.92em; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    /* The bar wraps rather than pushing its controls off a narrow screen. */
    .topbar {
      position: sticky; top: 0; z-index: 10; display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center;
      padding: 8px 20px; background: var(--panel); border-bottom: 1px solid var(--line);
    }
    .topbar select { max-width: 100%; }
    .brand { font-weight: 700; text-decoration: none; color: var(--text); }
    .search { position: relative; flex: 1 1 220px; min-width: 180px; max-width: 520px; }
    #search { width: 100%; padding: 6px 10px; border: 1px solid var(--line); border-radius: 8px; background: var(--bg); color: var(--text); font: inherit; }
    #search-results {
      position: absolute; left: 0; right: 0; top: 100%; margin: 4px 0 0; padding: 4px; list-style: none;
      max-height: 60vh; overflow: auto; background: var(--panel); border: 1px solid var(--line); border-radius: 8px;
      box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
    }
    #search-results[hidden] { display: none; }
    #search-results a { display: grid; grid-template-columns: 84px 1fr; gap: 0 8px; padding: 6px 8px; border-radius: 6px; text-decoration: none; color: var(--text); }
    #search-results a:hover, #search-results a:focus { background: var(--bg); }
    #search-results .kind { grid-row: span 2; color: var(--muted); font-size: 12px; text-transform: uppercase; }
    #search-results .detail { color: var(--muted); font-size: 12px; }
    #search-results .none { padding: 6px 8px; color: var(--muted); }
    select, button { font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--line); border-radius: 8px; padding: 5px 10px; }
    button { cursor: pointer; }
    button:disabled { opacity: 0.5; cursor: default; }
    main { padding: 16px 20px 48px; }
    h1 { margin: 8px 0 4px; font-size: 26px; }
    h2 { font-size: 18px; margin: 24px 0 8px; }
    .meta, .lede, .empty { color: var(--muted); }
    .frames-note { margin: 0 0 8px; color: var(--muted); font-size: 13px; }
    /* Korean is broken between words everywhere on the site, tables too, as on the phone. */
    main :lang(ko), main:lang(ko) { word-break: keep-all; overflow-wrap: break-word; }
    .failing-banner { margin: 0 0 16px; padding: 10px 14px; border: 2px solid #d70015; border-radius: 8px; background: rgba(215, 0, 21, 0.08); }
    .crumbs { font-size: 14px; color: var(--muted); }
    .crumbs .sep { margin: 0 6px; }
    .cards { list-style: none; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); }
    .card { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 12px 16px; }
    .card h2 { margin: 0 0 4px; }
    .index-list { padding-left: 20px; }
    .findings { list-style: none; padding: 0; }
    .finding { padding: 6px 10px; margin: 4px 0; border-left: 4px solid var(--note); background: var(--panel); border-radius: 4px; }
    .finding.error { border-color: var(--error); }
    .finding.warning { border-color: var(--warning); }
    .finding .severity { font-weight: 600; text-transform: uppercase; font-size: 12px; }
    .finding .rule { color: var(--muted); }
    .finding-count.warning { color: var(--warning); }
    .diagram-scroll { overflow: auto; max-height: 80vh; background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 12px; }
    .diagram-scroll svg { display: block; margin: 0 auto; max-width: none; }
    svg g.node.proto-here > * { stroke: var(--cd-here); stroke-width: 3px; }
    svg g.node.proto-here text, svg g.node.proto-here tspan { stroke: none; }
    #prototype { margin-top: 20px; background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 12px 16px; }
    #prototype h2 { margin-top: 0; }
    .proto-controls, .proto-outcomes { display: flex; gap: 8px; flex-wrap: wrap; margin: 8px 0; }
    .proto-outcome { border-color: var(--accent); }
    .proto-node code { font-weight: 600; }
    .proto-kind { color: var(--muted); }
    /* The prototype's phone: the picked iPhone's width in points and iOS's text styles, scaled as the frames are. */
    .proto-phone { box-sizing: content-box; zoom: var(--zoom); width: var(--device-w); min-height: 360px; padding: 24px var(--margin); border: var(--bezel) solid var(--text);
      border-radius: calc(var(--screen-radius) + var(--bezel)); background: var(--bg); font-family: -apple-system, "SF Pro Text", Inter, system-ui, sans-serif; }
    .proto-phone h3 { margin: 0 0 8px; }
    .proto-phone { white-space: pre-line; overflow-wrap: anywhere; }
    .proto-phone:lang(ko) { word-break: keep-all; }
    .proto-phone:lang(ja) { line-break: strict; }
    .proto-phone .proto-button { display: block; width: 100%; margin: 8px 0 0; padding: 8px; text-align: center; background: var(--accent); color: var(--panel); border: 0; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer; }
    .proto-phone .proto-button:disabled { opacity: 0.45; cursor: not-allowed; background: none; color: var(--text); border: 1px dashed var(--muted); }
    .proto-why { margin: 2px 0 6px; font-size: 13px; color: var(--muted); white-space: normal; }
    .proto-outcomes .proto-why { flex-basis: 100%; margin-top: -4px; }
    .proto-takes { cursor: pointer; text-decoration: underline dotted; }
    .proto-alert { margin: 24px 8px; background: var(--panel); border-radius: 14px; text-align: center; overflow: hidden; box-shadow: 0 2px 12px rgba(0, 0, 0, 0.2); }
    .proto-alert { width: 270px; margin: 24px auto; }
    .proto-alert .proto-title { margin: 14px 14px 4px; }
    .proto-alert .proto-usage { margin: 0 14px 12px; }
    .proto-alert .proto-system { display: block; width: 100%; padding: 10px; border: 0; border-top: 1px solid var(--line); background: none; color: #0a84ff; font: inherit; cursor: pointer; }
    .proto-alert .proto-system:disabled { opacity: 0.45; cursor: not-allowed; }
    #proto-end { font-weight: 600; color: var(--accent); }
    .facts { border-collapse: collapse; width: 100%; background: var(--panel); }
    @media (max-width: 640px) {
      main { padding: 12px 12px 40px; }
      .topbar { position: static; padding: 8px 12px; }
      .facts { display: block; overflow-x: auto; }
    }
    .facts th, .facts td { text-align: left; border-bottom: 1px solid var(--line); padding: 4px 8px; vertical-align: top; }
    .facts .way { display: inline-block; margin-right: 12px; }
    .tag { display: inline-block; margin-left: 6px; padding: 0 6px; border-radius: 8px; font-size: 12px; background: var(--bg); border: 1px solid var(--line); }
    /* The locale columns side by side as many as fit, the rest on the next row: every column
       in the page's own scroll, none in a box of its own; one column a row on a phone. */
    .locales { display: flex; flex-wrap: wrap; gap: 24px 16px; align-items: flex-start; }
    section.locale { flex: 1 1 330px; min-width: 0; max-width: 100%; scroll-margin-top: calc(var(--topbar-height, 56px) + 8px); }
    section.locale > h2 { margin: 0 0 8px; padding: 4px 0; }
    section.locale[hidden] { display: none; }
    section.locale h2 .anchor { color: var(--text); text-decoration: none; }
    section.locale:target h2 { background: var(--highlight); border-radius: 6px; padding: 0 6px; }
    .used-in code { margin-right: 4px; }

    /* The changes page (`copydeck preview --base`): before and after side by side, words and
       drawings marked: added green, removed a ghost, changed amber. */
    .changes-summary td, .changes-summary th { text-align: left; padding: 2px 10px 2px 0; }
    .changes-contents { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 4px 16px 8px; margin: 8px 0 16px; }
    .changes-contents > h2 { font-size: 15px; margin: 6px 0 2px; }
    .changes-contents ul { margin: 2px 0; padding-left: 20px; }
    .changes-contents .count { color: var(--muted); font-size: 13px; }
    .changes-deck, .change-flow, .change-other, #findings { scroll-margin-top: calc(var(--topbar-height, 56px) + 8px); }
    .change-subject { border-top: 1px solid var(--line); margin-top: 24px; padding-top: 8px; scroll-margin-top: calc(var(--topbar-height, 56px) + 8px); }
    .change-subject section.locale > h4 { margin: 12px 0 4px; }
    details.unchanged-frames > summary { cursor: pointer; color: var(--muted); padding: 2px 0; }
    details.unchanged-frames > .side { margin-top: 8px; }
    .phone-figure.absent .phone-absent { width: 300px; height: 120px; border: 2px dashed var(--line); border-radius: 24px; display: flex;
      align-items: center; justify-content: center; color: var(--muted); }
    .change-subject:target > h3 { background: var(--highlight); border-radius: 6px; padding: 0 6px; }
    .before-after { display: flex; gap: 16px; overflow-x: auto; align-items: flex-start; }
    .before-after > .side { flex: 0 0 auto; min-width: 300px; }
    .before-after > .side > h5 { margin: 0 0 6px; font-size: 13px; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
    .before-after > .side.absent { color: var(--muted); font-style: italic; }
    .copy-changed { outline: 2px solid #d98b00; outline-offset: 2px; border-radius: 3px; }
    .word-diff del { background: rgba(198, 40, 40, 0.16); color: inherit; text-decoration: line-through; }
    .word-diff ins { background: rgba(46, 125, 50, 0.2); color: inherit; text-decoration: none; }
    .change-list li { margin: 2px 0; }
    .change-list .what { display: inline-block; min-width: 70px; font-size: 12px; text-transform: uppercase; color: var(--muted); }
    .legend .swatch { display: inline-block; width: 12px; height: 12px; border-radius: 3px; margin: 0 4px 0 12px; vertical-align: -1px; }
    .legend .added { background: #2e7d32; } .legend .removed { border: 2px dashed #9e9e9e; } .legend .changed { background: #d98b00; }
    .flow-diagram .change-added .shape, .flow-diagram .change-added .edge-path { stroke: #2e7d32; stroke-width: 3px; }
    .flow-diagram .change-added .shape { fill: rgba(46, 125, 50, 0.12); }
    .flow-diagram .change-changed .shape, .flow-diagram .change-changed .edge-path { stroke: #d98b00; stroke-width: 3px; }
    .flow-diagram .change-changed .shape { fill: rgba(217, 139, 0, 0.14); }
    .flow-diagram .change-removed { opacity: 0.45; }
    .flow-diagram .change-removed .shape, .flow-diagram .change-removed .edge-path { stroke: #9e9e9e; stroke-dasharray: 5 4; fill: none; }

    """
}
