extension ScreenPreview {
    /// Phone frames, the iOS alert, the shield and the copy sheet, light and dark (the site's
    /// `--…` variables).
    static let stylesheet: StaticString = """
    .screen-preview { display: flex; flex-direction: column; gap: 12px; }
    .frames { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
    .phone-figure { margin: 0; }
    .phone-figure figcaption { text-align: center; color: var(--muted); font-size: 12px; margin-top: 6px; }
    .phone {
      position: relative; width: 300px; height: 600px; border-radius: 40px; border: 10px solid #111418;
      background: var(--panel); color: var(--text); overflow: hidden; display: flex; flex-direction: column;
      box-shadow: 0 6px 24px rgba(0, 0, 0, 0.16);
    }
    .status-bar { display: flex; justify-content: space-between; align-items: center; padding: 8px 18px 4px; font-size: 12px; font-weight: 600; }
    .status-bar .notch { width: 90px; height: 22px; border-radius: 12px; background: #111418; }
    .screen-body { flex: 1; display: flex; flex-direction: column; gap: 10px; padding: 12px 18px 18px; overflow: auto; }
    .illustration { height: 150px; border-radius: 16px; background: repeating-linear-gradient(45deg, var(--bg), var(--bg) 10px, var(--line) 10px, var(--line) 20px);
      display: flex; align-items: flex-end; justify-content: center; padding: 8px; font-size: 11px; color: var(--muted); text-align: center; }
    .illustration .slot { text-transform: uppercase; letter-spacing: 0.08em; }
    .phone h3 { margin: 6px 0 0; font-size: 1.4em; line-height: 1.3; }
    .phone p { margin: 0; }
    .phone .bullets { margin: 0; padding-left: 18px; display: flex; flex-direction: column; gap: 6px; }
    .phone .s-caption, .phone .s-label, .phone .s-placeholder { font-size: 0.867em; color: var(--muted); }
    .phone .s-error { color: var(--error); }
    .actions { margin-top: auto; display: flex; flex-direction: column; gap: 8px; }
    .actions.row { flex-direction: row; margin-top: 12px; }
    .actions.row > * { flex: 1; }
    .phone .button { display: block; text-align: center; padding: 11px 12px; border-radius: 12px; font-weight: 600; }
    .phone .button.primary { background: var(--accent); color: var(--panel); }
    .phone .button.secondary { background: var(--bg); color: var(--accent); }
    .phone .s-link { text-align: center; color: var(--accent); }
    .page-dots { display: flex; justify-content: center; gap: 6px; padding-top: 8px; }
    .page-dots .dot { width: 7px; height: 7px; border-radius: 50%; background: var(--line); }
    .page-dots .dot.current { background: var(--text); }
    .page-dots .dot.small { width: 4px; height: 4px; margin-top: 1.5px; }
    .backdrop { flex: 1; display: flex; align-items: center; justify-content: center; padding: 16px; background: rgba(0, 0, 0, 0.35); }
    .kind-sheet .backdrop { align-items: flex-end; padding: 0; }
    .alert { width: 100%; background: var(--panel); border-radius: 16px; padding: 16px; display: flex; flex-direction: column; gap: 8px; text-align: center; }
    .sheet { width: 100%; background: var(--panel); border-radius: 18px 18px 0 0; padding: 18px; display: flex; flex-direction: column; gap: 8px; }
    .ios-alert { width: 250px; padding: 16px 0 0; gap: 4px; background: rgba(242, 242, 247, 0.96); color: #1c1c1e; border-radius: 14px; }
    [data-theme="dark"] .ios-alert { background: rgba(44, 44, 46, 0.96); color: #f2f2f7; }
    .ios-alert .alert-title { font-size: 1.067em; margin: 0 16px; }
    .ios-alert .copy { font-size: 0.867em; margin: 0 16px 12px; }
    .ios-alert .actions.system { margin: 0; gap: 0; border-top: 1px solid rgba(60, 60, 67, 0.29); }
    .ios-alert .system-button { padding: 10px; color: #0a84ff; font-weight: 400; border-radius: 0; }
    .ios-alert .system-button + .system-button { border-left: 1px solid rgba(60, 60, 67, 0.29); }
    .ios-alert .system-button.bold { font-weight: 600; }
    .ios-alert .alert-message { font-size: 0.867em; margin: 0 16px 8px; }
    .ios-alert .actions.system.stacked { flex-direction: column; margin-top: 0; }
    .ios-alert .actions.system.stacked .system-button + .system-button { border-left: 0; border-top: 1px solid rgba(60, 60, 67, 0.29); }
    .phone .system-button { display: flex; flex-direction: column; align-items: center; gap: 1px; }
    .system-button .outcome-tag { font: 500 10px ui-monospace, monospace; color: var(--muted); }
    .system-button.unbound .outcome-tag { opacity: 0.55; }
    .precise-map { height: 92px; margin: 0 16px 12px; border-radius: 10px; position: relative;
      background: radial-gradient(circle at 50% 50%, #0a84ff 0 6px, rgba(10, 132, 255, 0.25) 7px 28px, transparent 29px), repeating-linear-gradient(30deg, #dfe7d8 0 14px, #ebefe6 14px 28px); }
    .precise-toggle { position: absolute; top: 6px; left: 6px; font-size: 11px; font-weight: 600; background: rgba(255, 255, 255, 0.9); color: #0a84ff; border-radius: 10px; padding: 2px 8px; }
    .kind-system-alert.prompt-sheet { background: #f2f2f7; color: #1c1c1e; }
    [data-theme="dark"] .kind-system-alert.prompt-sheet { background: #1c1c1e; color: #f2f2f7; }
    .health-sheet { flex: 1; display: flex; flex-direction: column; gap: 12px; padding: 8px 14px; }
    .health-sheet .sheet-bar { display: flex; flex-direction: row; align-items: flex-start; justify-content: space-between; gap: 6px; }
    .health-sheet .sheet-bar .system-button { padding: 2px 0; background: none; }
    .health-sheet .sheet-bar .alert-title { font-size: 0.933em; margin: 2px 0 0; text-align: center; flex: 1; }
    .health-sheet .system-button { color: #0a84ff; font-size: 0.933em; }
    .health-sheet .system-button.bold { font-weight: 600; }
    .health-sheet .turn-on-all { color: #0a84ff; background: var(--panel); border-radius: 10px; padding: 10px 12px; margin: 0; }
    .kind-toast .screen-body { justify-content: flex-end; }
    .toast { align-self: center; background: #2c2c2e; color: #f2f2f7; padding: 10px 16px; border-radius: 20px; font-size: 0.933em; }
    .kind-shield { background: linear-gradient(180deg, #1b2a4a, #0d1324); color: #f2f2f7; }
    .shield-screen { flex: 1; display: flex; flex-direction: column; align-items: center; text-align: center; gap: 10px; padding: 48px 22px 22px; }
    .shield-icon { width: 72px; height: 72px; border-radius: 18px; background: rgba(255, 255, 255, 0.15); display: flex; align-items: center; justify-content: center; font-size: 36px; }
    .kind-shield .s-caption { color: rgba(242, 242, 247, 0.7); }
    .kind-shield .actions { width: 100%; }
    .kind-shield .button.primary { background: #f2f2f7; color: #0d1324; }
    .kind-shield .button.secondary { background: transparent; color: #f2f2f7; }
    .copy { position: relative; }
    .phone.overflowing { border-color: var(--error); }
    .copy.clipped { outline: 2px solid var(--error); outline-offset: -2px; }
    .overflow-badge { color: var(--error); font-weight: 600; }
    .overflow-summary { color: var(--error); font-weight: 600; margin: 0 0 8px; }
    /* Text laid out as iOS lays it out: the copy's own line breaks kept; Korean broken between
       words (UILabel's Hangul word priority), Japanese with strict kinsoku, Latin by words with
       no hyphenation; a word longer than the line broken where it must be, as UILabel does. */
    .phone { overflow-wrap: anywhere; hyphens: manual; }
    /* Dynamic Type: the frames' text (not the status bar) at the size the page's control picks. */
    .phone .screen-body, .phone .backdrop, .phone .shield-screen, .phone .health-sheet { font-size: calc(15px * var(--type-scale, 1)); }
    [data-theme="dark"] .phone { border-color: #5b6170; box-shadow: 0 0 0 1px #8a91a0, 0 6px 24px rgba(0, 0, 0, 0.5); }
    [data-theme="dark"] .status-bar .notch { background: #5b6170; }
    /* What VoiceOver says is not on the screen: a note, shown when the page is asked to. */
    .phone .a11y-note { display: none; }
    .show-a11y .phone .a11y-note { display: block; font-size: 12px; color: var(--muted); border: 1px dashed var(--line); border-radius: 8px; padding: 2px 6px; }
    .show-a11y .phone .a11y-note::before { content: "VoiceOver: "; font-weight: 600; }
    .phone .copy { white-space: pre-line; }
    /* No orphan on a paragraph's last line, as UILabel's standard line-break strategy pushes out. */
    .phone .copy, .phone .alert-title, .phone .alert-message { text-wrap: pretty; }
    .phone:lang(ko), .phone :lang(ko) { word-break: keep-all; }
    .phone:lang(ja), .phone :lang(ja) { line-break: strict; word-break: normal; }
    .copy.over { outline: 2px solid var(--error); outline-offset: 2px; border-radius: 4px; }
    .copy.fallback { outline: 2px dashed var(--warning); outline-offset: 2px; }
    .copy.missing, .copy.raw { outline: 2px dotted var(--error); font-family: ui-monospace, monospace; font-size: 12px; }
    .copy.flagged { text-decoration: underline wavy var(--warning); }
    .budget-badge { position: absolute; top: -10px; right: -6px; background: var(--error); color: #fff; font-size: 10px; font-weight: 700; padding: 1px 5px; border-radius: 8px; }
    .copy-sheet { margin: 0; max-width: 560px; font-size: 13px; }
    .copy-sheet dt { margin-top: 10px; display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
    .copy-sheet dd { margin: 2px 0 0 12px; }
    .copy-sheet .tag { padding: 0 6px; border-radius: 8px; font-size: 11px; background: var(--bg); border: 1px solid var(--line); }
    .copy-sheet .budget.over, .copy-sheet .missing, .copy-sheet .raw { border-color: var(--error); color: var(--error); }
    .copy-sheet .fallback { border-color: var(--warning); color: var(--warning); }
    .copy-sheet .sheet-text { margin: 0; }
    .copy-sheet .note { margin: 2px 0; color: var(--muted); font-style: italic; }
    .plural-samples { margin: 0; padding-left: 0; list-style: none; }
    .plural-samples .count { display: inline-block; min-width: 22px; font-weight: 600; color: var(--muted); }

    """
}
