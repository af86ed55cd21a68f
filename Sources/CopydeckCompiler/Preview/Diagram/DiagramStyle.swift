/// The diagram's stylesheet, inside the SVG so the standalone file looks the same: every colour a
/// custom property with a light default, which the preview's dark theme overrides.
enum DiagramStyle {
    static let css: StaticString = """
    .flow-diagram { font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK KR", "Noto Sans CJK JP", sans-serif; font-size: 14px; }
    .flow-diagram .shape { fill: var(--cd-node-fill, #ffffff); stroke: var(--cd-node-stroke, #5b6472); stroke-width: 1.5px; }
    .flow-diagram .shape-line { fill: none; stroke: var(--cd-node-stroke, #5b6472); stroke-width: 1.5px; }
    .flow-diagram .screen .shape { fill: var(--cd-screen-fill, #eaf0ff); }
    .flow-diagram .prompt .shape { fill: var(--cd-prompt-fill, #fff4e0); }
    .flow-diagram .start .shape, .flow-diagram .end .shape { stroke-width: 2.5px; }
    .flow-diagram .label, .flow-diagram .edge-text, .flow-diagram .cluster-title { fill: var(--cd-text, #1c1f24); }
    .flow-diagram .edge-text { font-size: 13px; }
    .flow-diagram .cluster-title { font-weight: 600; }
    .flow-diagram .cluster-box { fill: var(--cd-cluster-fill, #eef1f6); stroke: var(--cd-cluster-stroke, #c3c9d3); }
    .flow-diagram .edge-path { fill: none; stroke: var(--cd-edge, #5b6472); stroke-width: 1.5px; }
    .flow-diagram .stroke-thick .edge-path { stroke-width: 3.5px; }
    .flow-diagram .stroke-dotted .edge-path { stroke-dasharray: 3 4; }
    .flow-diagram .arrowhead { fill: var(--cd-edge, #5b6472); }
    .flow-diagram .arrowhead-line { fill: none; stroke: var(--cd-edge, #5b6472); stroke-width: 2px; }
    .flow-diagram .edge-label-plate { fill: var(--cd-label-bg, #f6f7f9); }
    .flow-diagram .flagged .shape, .flow-diagram .flagged .edge-path { stroke: var(--cd-flag, #c62828); stroke-width: 2.5px; }
    .flow-diagram .flagged.warning .shape, .flow-diagram .flagged.warning .edge-path { stroke: var(--cd-warn, #a86100); }
    .flow-diagram .badge circle { fill: var(--cd-flag, #c62828); }
    .flow-diagram .warning .badge circle { fill: var(--cd-warn, #a86100); }
    .flow-diagram .badge text { fill: #ffffff; font-weight: 700; font-size: 12px; }
    .flow-diagram a.node-link:hover .shape, .flow-diagram a.node-link:focus .shape { stroke: var(--cd-here, #2f5bea); stroke-width: 2.5px; }

    """
}
