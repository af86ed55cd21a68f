extension ScreenPreview {
    /// Phone frames, the iOS alert, the shield and the copy sheet, light and dark (the site's
    /// `--…` variables).
    static let stylesheet: StaticString = """
    .screen-preview { display: flex; flex-direction: column; gap: 12px; }
    .frames { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
    .phone-figure { margin: 0; width: calc((var(--device-w) + 2 * var(--bezel)) * var(--zoom)); }
    .phone-figure figcaption { text-align: center; color: var(--muted); font-size: 12px; margin-top: 6px; }
    /* The phone is laid out in points at its real size (one point a CSS pixel), then scaled as a
       whole for the page: the slot around it keeps the scaled size in the page's flow. */
    body { --bezel: 12px; }
    .device { width: calc((var(--device-w) + 2 * var(--bezel)) * var(--zoom)); height: calc((var(--device-h) + 2 * var(--bezel)) * var(--zoom)); }
    .phone {
      box-sizing: content-box; position: relative; width: var(--device-w); height: var(--device-h);
      border-radius: calc(var(--screen-radius) + var(--bezel)); border: var(--bezel) solid #111418;
      transform: scale(var(--zoom)); transform-origin: 0 0;
      background: var(--panel); color: var(--text); overflow: hidden; display: flex; flex-direction: column;
      box-shadow: 0 6px 24px rgba(0, 0, 0, 0.16);
      font-family: -apple-system, "SF Pro Text", Inter, system-ui, sans-serif;
    }
    .phone:lang(ko), .phone :lang(ko) { font-family: -apple-system, "Apple SD Gothic Neo", "SF Pro Text", Inter, "Noto Sans CJK KR", sans-serif; }
    .phone:lang(ja), .phone :lang(ja) { font-family: -apple-system, "Hiragino Sans", "SF Pro Text", Inter, "Noto Sans CJK JP", sans-serif; }
    .phone * { box-sizing: border-box; }
    .status-bar { flex: 0 0 var(--safe-top); display: flex; justify-content: space-between; align-items: center; padding: 0 calc(var(--margin) + 16px);
      font-size: var(--status-size); font-weight: 600; line-height: 1; }
    .status-bar .notch { display: var(--island); width: 126px; height: 37px; border-radius: 19px; background: #111418; }
    .phone::after { content: ""; display: var(--home-indicator); position: absolute; left: 50%; bottom: 8px; width: 134px; height: 5px; margin-left: -67px;
      border-radius: 3px; background: currentColor; opacity: 0.85; z-index: 2; }
    .screen-body { flex: 1; display: flex; flex-direction: column; gap: 12px; padding: 12px var(--margin) calc(var(--safe-bottom) + 12px); overflow: auto; }
    .illustration { height: 200px; border-radius: 16px; background: repeating-linear-gradient(45deg, var(--bg), var(--bg) 10px, var(--line) 10px, var(--line) 20px);
      display: flex; align-items: flex-end; justify-content: center; padding: 8px; font-size: 11px; color: var(--muted); text-align: center; }
    .illustration .slot { text-transform: uppercase; letter-spacing: 0.08em; }
    .phone h3 { margin: 6px 0 0; }
    .phone p { margin: 0; }
    .phone .bullets { margin: 0; padding-left: 18px; display: flex; flex-direction: column; gap: 6px; }
    .phone .s-caption, .phone .s-label, .phone .s-placeholder { color: var(--muted); }
    .phone .s-error { color: var(--error); }
    .actions { margin-top: auto; display: flex; flex-direction: column; gap: 8px; }
    .actions.row { flex-direction: row; margin-top: 12px; }
    .actions.row > * { flex: 1; }
    .phone .button { display: block; text-align: center; padding: 14px 16px; border-radius: 14px; }
    .phone .button.primary { background: var(--accent); color: var(--panel); }
    .phone .button.secondary { background: var(--bg); color: var(--accent); }
    .phone .s-link { text-align: center; color: var(--accent); }
    .page-dots { display: flex; justify-content: center; gap: 6px; padding-top: 8px; }
    .page-dots .dot { width: 7px; height: 7px; border-radius: 50%; background: var(--line); }
    .page-dots .dot.current { background: var(--text); }
    .page-dots .dot.small { width: 4px; height: 4px; margin-top: 1.5px; }
    .backdrop { flex: 1; min-height: 0; display: flex; align-items: center; justify-content: center; padding: 16px 16px calc(var(--safe-bottom) + 16px); background: rgba(0, 0, 0, 0.35); }
    .kind-sheet .backdrop { align-items: flex-end; padding: 0; }
    /* An alert is 270 pt wide on every iPhone, as UIAlertController draws it. */
    .alert { width: 270px; max-height: 100%; overflow: auto; background: var(--panel); border-radius: 14px; padding: 20px 16px 0; display: flex; flex-direction: column; gap: 4px; text-align: center; }
    .alert .actions.row { margin: 16px -16px 0; gap: 0; border-top: 1px solid var(--line); }
    .alert .actions.row .button { background: none; color: #0a84ff; border-radius: 0; padding: 11px 8px; }
    .alert .actions.row .button + .button { border-left: 1px solid var(--line); }
    .sheet { width: 100%; background: var(--panel); border-radius: 18px 18px 0 0; padding: 20px var(--margin) calc(var(--safe-bottom) + 12px); display: flex; flex-direction: column; gap: 10px; }
    .ios-alert { width: 270px; padding: 20px 0 0; gap: 2px; background: rgba(242, 242, 247, 0.96); color: #1c1c1e; border-radius: 14px; }
    [data-theme="dark"] .ios-alert { background: rgba(44, 44, 46, 0.96); color: #f2f2f7; }
    .ios-alert .alert-title { margin: 0 16px; }
    .ios-alert .copy { margin: 0 16px 16px; }
    .ios-alert .actions.system { margin: 0; gap: 0; border-top: 1px solid rgba(60, 60, 67, 0.29); }
    .ios-alert .system-button { padding: 11px 8px; color: #0a84ff; font-weight: 400; border-radius: 0; background: none; }
    .ios-alert .system-button + .system-button { border-left: 1px solid rgba(60, 60, 67, 0.29); }
    .ios-alert .alert-message { margin: 0 16px 8px; }
    .ios-alert .actions.system.stacked { flex-direction: column; margin-top: 0; }
    .ios-alert .actions.system.stacked .system-button + .system-button { border-left: 0; border-top: 1px solid rgba(60, 60, 67, 0.29); }
    /* At the accessibility text sizes an alert widens to 379 pt, as far as the screen allows
       (divadretlaw/CustomAlert's classic configuration, which copies the system's). */
    body[data-type-size^="AX"] .phone .alert { width: min(379px, calc(var(--device-w) - 12px)); }
    /* iOS 26 draws an alert in Liquid Glass: 320 pt wide (379 at the accessibility sizes),
       35 pt corners, title and message leading-aligned, the message in Subheadline, buttons as
       capsules 16 pt in from the sides and 8 pt apart, no dividers (CustomAlert's Liquid Glass
       configuration; a capture on a 440 pt iPhone measured the photos prompt's buttons 288 pt). */
    body[data-ios="26"] .phone .alert { width: 320px; border-radius: 35px; text-align: left; padding: 22px 0 16px; gap: 4px;
      background: rgba(246, 246, 250, 0.86); backdrop-filter: blur(24px); box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25); }
    body[data-ios="26"][data-type-size^="AX"] .phone .alert { width: min(379px, calc(var(--device-w) - 12px)); }
    [data-theme="dark"] body[data-ios="26"] .phone .alert { background: rgba(40, 40, 44, 0.86); }
    body[data-ios="26"] .phone .alert .alert-title, body[data-ios="26"] .phone .alert .alert-message,
    body[data-ios="26"] .phone .alert .copy { margin-left: 30px; margin-right: 30px; }
    body[data-ios="26"] .phone .alert .actions, body[data-ios="26"] .phone .alert .actions.row,
    body[data-ios="26"] .phone .ios-alert .actions.system { margin: 14px 16px 0; gap: 8px; border-top: 0; }
    body[data-ios="26"] .phone .alert .button, body[data-ios="26"] .phone .ios-alert .system-button {
      border: 0; border-radius: 999px; padding: 13px 12px; background: rgba(120, 120, 128, 0.16); color: var(--text); font-weight: 500; }
    body[data-ios="26"] .phone .ios-alert .system-button + .system-button, body[data-ios="26"] .phone .alert .actions.row .button + .button { border: 0; }
    body[data-ios="26"] .phone .ios-alert .system-button.bold, body[data-ios="26"] .phone .alert .button.primary { background: #0a84ff; color: #fff; }
    body[data-ios="26"] .phone .ios-alert .system-button.bold .outcome-tag { color: rgba(255, 255, 255, 0.8); }
    .phone .system-button { display: flex; flex-direction: column; align-items: center; gap: 1px; }
    .system-button .outcome-tag { font: 500 11px/1.2 ui-monospace, monospace; color: var(--muted); }
    .system-button.unbound .outcome-tag { opacity: 0.55; }
    .precise-map { height: 92px; margin: 0 16px 12px; border-radius: 10px; position: relative;
      background: radial-gradient(circle at 50% 50%, #0a84ff 0 6px, rgba(10, 132, 255, 0.25) 7px 28px, transparent 29px), repeating-linear-gradient(30deg, #dfe7d8 0 14px, #ebefe6 14px 28px); }
    .precise-toggle { position: absolute; top: 6px; left: 6px; background: rgba(255, 255, 255, 0.9); color: #0a84ff; border-radius: 10px; padding: 2px 8px; }
    .kind-system-alert.prompt-sheet { background: #f2f2f7; color: #1c1c1e; }
    [data-theme="dark"] .kind-system-alert.prompt-sheet { background: #1c1c1e; color: #f2f2f7; }
    .health-sheet { flex: 1; display: flex; flex-direction: column; gap: 12px; padding: 8px var(--margin) calc(var(--safe-bottom) + 8px); overflow: auto; }
    .health-sheet .sheet-bar { display: flex; flex-direction: row; align-items: flex-start; justify-content: space-between; gap: 6px; }
    .health-sheet .sheet-bar .system-button { padding: 2px 0; background: none; }
    .health-sheet .sheet-bar .alert-title { margin: 2px 0 0; text-align: center; flex: 1; }
    .health-sheet .system-button { color: #0a84ff; }
    .health-sheet .turn-on-all { color: #0a84ff; background: var(--panel); border-radius: 10px; padding: 10px 12px; margin: 0; }
    .health-sheet .system-button.dimmed { opacity: 0.4; }
    .health-heart { align-self: center; width: 56px; height: 56px; border-radius: 14px; background: #fff; color: #ff2d55; font-size: 34px;
      display: flex; align-items: center; justify-content: center; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
    .health-sheet .alert-message { text-align: center; margin: 0; }
    .health-section { margin: 8px 12px 0; color: var(--muted); text-transform: uppercase; }
    .health-rows { list-style: none; margin: 0; padding: 0; background: var(--panel); border-radius: 10px; }
    .health-row { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 10px 12px; }
    .health-row + .health-row { border-top: 1px solid var(--line); }
    .health-row .switch { flex: 0 0 51px; height: 31px; border-radius: 16px; background: #e9e9ea; position: relative; }
    .health-row .switch::after { content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px; border-radius: 50%; background: #fff; box-shadow: 0 2px 4px rgba(0, 0, 0, 0.2); }
    .health-explanation { margin: 0 12px; color: var(--muted); }
    .phone-figure .unconfirmed { color: var(--warning); }
    .kind-toast .screen-body { justify-content: flex-end; }
    .toast { align-self: center; background: #2c2c2e; color: #f2f2f7; padding: 10px 16px; border-radius: 20px; }
    .kind-shield { background: linear-gradient(180deg, #1b2a4a, #0d1324); color: #f2f2f7; }
    .shield-screen { flex: 1; display: flex; flex-direction: column; align-items: center; text-align: center; gap: 12px; padding: 64px var(--margin) calc(var(--safe-bottom) + 16px); overflow: auto; }
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
    [data-theme="dark"] .phone { border-color: #5b6170; box-shadow: 0 0 0 1px #8a91a0, 0 6px 24px rgba(0, 0, 0, 0.5); }
    [data-theme="dark"] .status-bar .notch { background: #5b6170; }
    /* What VoiceOver says is not on the screen: a note, shown when the page is asked to. */
    .phone .a11y-note { display: none; }
    .show-a11y .phone .a11y-note { display: block; font-size: 13px; color: var(--muted); border: 1px dashed var(--line); border-radius: 8px; padding: 2px 6px; }
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
    .budget-badge { position: absolute; top: -10px; right: 0; background: var(--error); color: #fff; font-size: 10px; font-weight: 700; padding: 1px 5px; border-radius: 8px; }
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
