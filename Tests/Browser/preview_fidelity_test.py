#!/usr/bin/env python3
"""Checks that the preview lays text out as iOS does, in a real browser (headless Chromium).

    preview_fidelity_test.py PREVIEW_DIR

Measures the rendered line boxes of the example project's copy, page by page:
- the copy's own line breaks are kept (Wander's intro body is three lines in ko, ja and en);
- no Korean word is split across two lines in any phone frame of any page, unless the word
  alone is wider than its line (UILabel breaks such a word too).
Prints one JSON line of what it checked; exits non-zero naming the first failure.
"""
import glob
import os
import sys

sys.dont_write_bytecode = True   # the shared module is read, not cached beside the checkout

import chromium
from selenium.webdriver.support.ui import Select

check = chromium.Checks("preview fidelity test")


# The line boxes of one element's text: the distinct tops of its characters' boxes.
LINES = """
const element = arguments[0];
const tops = new Set();
const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
const range = document.createRange();
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  if (node.parentElement.closest('.budget-badge')) continue;
  for (let i = 0; i < node.data.length; i++) {
    if (/\\s/.test(node.data[i])) continue;
    range.setStart(node, i); range.setEnd(node, i + 1);
    for (const rect of range.getClientRects()) { if (rect.width > 0) tops.add(Math.round(rect.top)); }
  }
}
return tops.size;
"""

# Every Korean word of the ko frames that is split across lines although it fits on one: each
# word (a run of non-space characters holding Hangul) with the tops of its characters.
SPLIT_WORDS = """
const split = [];
let measured = 0;
const range = document.createRange();
for (const copy of document.querySelectorAll(arguments[0] || ['.copy', '.alert-title', '.alert-message', '.system-title'].map(function (part) { return 'section[lang="ko"] .phone ' + part; }).join(', '))) {
  const width = copy.getBoundingClientRect().width;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement.closest('.budget-badge')) continue;
    const pattern = /[^\\s\\/]+/g;  // a slash joins two words, and a line may break after it
    let match;
    while ((match = pattern.exec(node.data)) !== null) {
      const word = match[0];
      if (!/[\\uAC00-\\uD7A3]/.test(word)) continue;
      range.setStart(node, match.index); range.setEnd(node, match.index + word.length);
      const whole = range.getBoundingClientRect();
      if (whole.width >= width - 1) continue;
      const tops = new Set();
      for (let i = 0; i < word.length; i++) {
        range.setStart(node, match.index + i); range.setEnd(node, match.index + i + 1);
        for (const rect of range.getClientRects()) { if (rect.width > 0) tops.add(Math.round(rect.top)); }
      }
      if (tops.size > 0) measured++;
      if (tops.size > 1) split.push(word + ' (' + (copy.dataset.key || copy.className) + ')');
    }
  }
}
return [split, measured];
"""

# For each element the selector finds: whether it lies inside its phone's screen (within the
# bezel, and within the visible part of a screen that scrolls) or is marked `clipped`.
INSIDE_OR_MARKED = """
return Array.prototype.map.call(document.querySelectorAll(arguments[0]), function (copy) {
  if (copy.classList.contains('clipped')) return true;
  const phone = copy.closest('.phone');
  const box = phone.getBoundingClientRect();
  const scale = box.width / phone.offsetWidth;  // the phone is scaled for the page
  let bottom = box.top + (phone.clientTop + phone.clientHeight) * scale;
  const scroller = copy.parentNode.closest('.screen-body');
  if (scroller) bottom = Math.min(bottom, scroller.getBoundingClientRect().top + scroller.clientHeight * scale);
  return copy.getBoundingClientRect().bottom <= bottom + 0.5;
});
"""

# The visible system prompt's buttons in one locale's column: title and bound outcome.
SYSTEM_BUTTONS = """
return Array.prototype.filter.call(document.querySelectorAll('section[id="' + arguments[0] + '"] .kind-system-alert .system-button'),
  function (button) { return button.getBoundingClientRect().height > 0; })
  .map(function (button) { return [button.querySelector('.system-title').innerText, button.getAttribute('data-outcome')]; });
"""

# Where the #en column's name is, and the bottom of the sticky header.
LANDED = """
const name = document.querySelector('section#en > h2').getBoundingClientRect();
return [name.top, document.querySelector('.topbar').getBoundingClientRect().bottom];
"""

# The VoiceOver notes of the columns shown, and how many of them are shown.
NOTES = """
const notes = Array.prototype.slice.call(document.querySelectorAll('section.locale:not([hidden]) .phone .a11y-note'));
return [notes.length, notes.filter(function (note) { return note.getBoundingClientRect().height > 0; }).length];
"""

# How far apart, in luminance (0-255), a phone's bezel is from the page behind it.
BEZEL = """
function luminance(colour) {
  const parts = colour.match(/[0-9.]+/g).map(Number);
  return 0.2126 * parts[0] + 0.7152 * parts[1] + 0.0722 * parts[2];
}
const phone = getComputedStyle(document.querySelector('.phone'));
return Math.abs(luminance(phone.borderTopColor) - luminance(getComputedStyle(document.body).backgroundColor));
"""

# The pixels of the text drawn in the page's font that are coloured (not grey): a colour-emoji
# font draws many, an empty box none.
EMOJI = """
const canvas = document.createElement('canvas');
canvas.width = 200; canvas.height = 60;
const context = canvas.getContext('2d');
context.font = '40px ' + getComputedStyle(document.body).fontFamily;
context.fillText(arguments[0], 4, 48);
const data = context.getImageData(0, 0, 200, 60).data;
let coloured = 0;
for (let i = 0; i < data.length; i += 4) {
  if (data[i + 3] > 0 && Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) > 60) coloured++;
}
return coloured;
"""

# The font size of Wander's intro title in the ko column, and how many frames overflow.
TYPE_STATE = """
const size = key => parseFloat(getComputedStyle(document.querySelector('section#ko .phone .copy[data-key="' + key + '"]')).fontSize);
return [size('wander.intro.title'), size('wander.intro.body'), size('wander.intro.next'),
        Number(document.getElementById('overflow-summary').getAttribute('data-frames'))];
"""

# The first visible phone's screen in its own points (inside the bezel), the page's note, and
# the frames marked as overflowing.
DEVICE_STATE = """
const phone = document.querySelector('section.locale:not([hidden]) .phone');
const alert = document.querySelector('section.locale:not([hidden]) .ios-alert');
return [phone.clientWidth, phone.clientHeight, alert ? alert.offsetWidth : 0, document.getElementById('frames-note').textContent,
        document.querySelectorAll('.phone.overflowing').length];
"""

# How many locale columns are shown, and the scrolling boxes (other than the page) that hold one.
NESTED_SCROLL = """
const columns = Array.prototype.filter.call(document.querySelectorAll('section.locale'), c => !c.hidden);
const boxes = [];
for (const column of columns) {
  for (let up = column.parentElement; up && up !== document.body; up = up.parentElement) {
    const style = getComputedStyle(up);
    if (/(auto|scroll)/.test(style.overflowX + style.overflowY) && (up.scrollWidth > up.clientWidth + 1 || up.scrollHeight > up.clientHeight + 1)) boxes.push(up.className);
  }
}
return [columns.length, boxes.join(', ')];
"""

# The summary's count and the frames marked as overflowing.
COUNTED = """
const summary = document.getElementById('overflow-summary');
return [summary ? Number(summary.getAttribute('data-frames')) : -1, document.querySelectorAll('.phone.overflowing').length];
"""


def main():
    preview = os.path.abspath(sys.argv[1])
    driver = chromium.start()
    try:
        driver.get("file://" + os.path.join(preview, "wander", "intro.html"))
        for locale in ["ko", "ja", "en"]:
            body = driver.find_element("css selector", 'section[lang="%s"] .phone .copy[data-key="wander.intro.body"]' % locale)
            lines = driver.execute_script(LINES, body)
            check(lines == 3, "Wander's intro body is three lines in %s (%d)" % (locale, lines))

        # The system prompts iOS shows: location's three buttons in each language, each bound
        # to an outcome of Wander's flows; the photo prompt's limited access.
        location = {"en": ["Allow Once", "Allow While Using App", "Don’t Allow"],
                    "ko": ["한 번 허용", "앱을 사용하는 동안 허용", "허용 안 함"],
                    "ja": ["1度だけ許可", "アプリの使用中は許可", "許可しない"]}
        driver.get("file://" + os.path.join(preview, "wander", "permissions", "location.html"))
        for locale, titles in location.items():
            shown = driver.execute_script(SYSTEM_BUTTONS, locale)
            check([title for title, _ in shown] == titles and [outcome for _, outcome in shown] == ["once", "whenInUse", "denied"],
                  "the %s location prompt has iOS's three buttons, each with its outcome (%s)" % (locale, shown))
        driver.get("file://" + os.path.join(preview, "wander", "permissions", "photo.html"))
        for locale, limited in {"en": "Limit Access…", "ko": "접근 제한…"}.items():
            shown = driver.execute_script(SYSTEM_BUTTONS, locale)
            check((limited, "limited") in [tuple(button) for button in shown], "the %s photo prompt offers limited access (%s)" % (locale, shown))

        # Every ja frame of TempoAI's HealthKit page: 戻る inside the phone's screen, or marked.
        driver.get("file://" + os.path.join(preview, "tempoai", "healthkit.html"))
        backs = driver.execute_script(INSIDE_OR_MARKED, 'section[lang="ja"] .phone .copy[data-key="tempoai.healthkit.back"]')
        check(len(backs) >= 5 and all(backs), "TempoAI's 戻る is inside each of its %d ja frames or marked as overflow" % len(backs))
        # At AX3 on the smallest iPhone TempoAI's frames overflow: the summary counts them.
        driver.execute_script("localStorage.setItem('copydeck-type-size', 'AX3'); localStorage.setItem('copydeck-device', 'se')")
        driver.get("file://" + os.path.join(preview, "tempoai", "healthkit.html"))
        counted = driver.execute_script(COUNTED)
        check(counted[0] > 0 and counted[0] == counted[1],
              "the page summary counts the %d frames marked as overflowing (%s)" % (counted[1], counted[0]))
        backs = driver.execute_script(INSIDE_OR_MARKED, 'section[lang="ja"] .phone .copy[data-key="tempoai.healthkit.back"]')
        check(len(backs) >= 5 and all(backs), "at AX3 on iPhone SE, 戻る is inside each of its %d ja frames or marked as overflow" % len(backs))
        driver.execute_script("localStorage.removeItem('copydeck-type-size'); localStorage.removeItem('copydeck-device')")

        # Review polish: a #en deep link lands below the sticky header; VoiceOver's words are
        # notes hidden until asked for; dark mode keeps the bezels visible; emoji are drawn in
        # colour (a colour-emoji font is there), not as empty boxes.
        driver.get("file://" + os.path.join(preview, "tempoai", "healthkit.html") + "#en")
        landed = driver.execute_script(LANDED)
        check(landed[0] >= landed[1] - 1, "a #en deep link shows its column name below the header (%s ≥ %s)" % tuple(landed))
        notes = driver.execute_script(NOTES)
        check(notes[0] > 0 and notes[1] == 0, "VoiceOver labels are notes, hidden at first (%d notes, %d shown)" % tuple(notes))
        driver.find_element("id", "a11y-toggle").click()
        notes = driver.execute_script(NOTES)
        check(notes[1] == notes[0], "the VoiceOver button shows every note (%d of %d)" % (notes[1], notes[0]))
        driver.find_element("id", "a11y-toggle").click()
        driver.execute_script("document.documentElement.setAttribute('data-theme', 'dark')")
        contrast = driver.execute_script(BEZEL)
        check(contrast > 40, "a dark page's phones have visible bezels (luminance apart: %.0f)" % contrast)
        driver.execute_script("document.documentElement.setAttribute('data-theme', 'light')")
        coloured = driver.execute_script(EMOJI, "⏳🔥✅")
        check(coloured > 20, "emoji are drawn in colour (%d coloured pixels)" % coloured)

        # Dynamic Type: an accessibility size lays every frame out again, larger, and the
        # overflow is measured again.
        driver.get("file://" + os.path.join(preview, "wander", "intro.html"))
        before = driver.execute_script(TYPE_STATE)
        check(before[:3] == [28, 17, 17], "at Large the title is Title 1 (28 pt), the body Body and the button Headline (17 pt): %s" % before[:3])
        Select(driver.find_element("id", "type-size")).select_by_visible_text("Text: AX3")
        after = driver.execute_script(TYPE_STATE)
        # Apple's table: at AX3 Title 1 is 48 pt (×1.71) and Body 40 pt (×2.35): each style by its own step.
        check(after[:3] == [48, 40, 40], "AX3 scales each text style by its own step (Title 1 48 pt, Body and Headline 40 pt): %s" % after[:3])
        check(after[3] > before[3], "at AX3 more frames overflow, measured again (%d → %d)" % (before[3], after[3]))
        Select(driver.find_element("id", "type-size")).select_by_visible_text("Text: Large (default)")

        # Real iPhones: the screen in points at each device, the alert 270 pt wide on each, the
        # page's note naming the device, and the choice kept for the next page.
        driver.get("file://" + os.path.join(preview, "wander", "permissions", "location.html"))
        devices = {"iPhone SE (4.7″)": (375, 667), "iPhone 16 (6.1″)": (393, 852), "iPhone 16 Pro Max (6.9″)": (440, 956)}
        for name, (width, height) in devices.items():
            Select(driver.find_element("id", "device")).select_by_visible_text(name)
            state = driver.execute_script(DEVICE_STATE)
            check(state[0] == width and state[1] == height, "%s frames are %d × %d pt (%s)" % (name, width, height, state[:2]))
            check(state[2] == 270, "the iOS alert is 270 pt wide on %s (%s)" % (name, state[2]))
            check("%d × %d pt" % (width, height) in state[3] and "iOS 18" in state[3], "the page names the device and iOS version: %s" % state[3])
        # At an accessibility size an alert widens to 379 pt; iOS 26 draws it 320 pt wide, and
        # every caption and the note name the version picked.
        Select(driver.find_element("id", "type-size")).select_by_visible_text("Text: AX3")
        check(driver.execute_script(DEVICE_STATE)[2] == 379, "at AX3 the alert is 379 pt wide (%s)" % driver.execute_script(DEVICE_STATE)[2])
        # Its text scrolls inside it, as iOS's does: nothing in a scrolling alert is marked as not fitting.
        Select(driver.find_element("id", "device")).select_by_visible_text("iPhone SE (4.7″)")
        alerts = driver.execute_script("return Array.prototype.map.call(document.querySelectorAll('section.locale:not([hidden]) .ios-alert'), a => [a.scrollHeight > a.clientHeight + 1, a.querySelectorAll('.clipped').length]);")
        check(any(scrolls for scrolls, _ in alerts) and all(clipped == 0 for scrolls, clipped in alerts if scrolls),
              "at AX3 on iPhone SE the location alert's text scrolls inside it, and none of it is marked as not fitting (%s)" % alerts)
        Select(driver.find_element("id", "device")).select_by_visible_text("iPhone 16 Pro Max (6.9″)")
        Select(driver.find_element("id", "type-size")).select_by_visible_text("Text: Large (default)")
        Select(driver.find_element("id", "ios-version")).select_by_visible_text("iOS 26")
        state = driver.execute_script(DEVICE_STATE)
        named = driver.execute_script("return Array.prototype.map.call(document.querySelectorAll('.ios-version'), e => e.textContent)")
        check(state[2] == 320 and "iOS 26" in state[3] and len(named) > 3 and set(named) == {"iOS 26"},
              "iOS 26 draws the alert 320 pt wide and the page and every prompt's caption say iOS 26 (%s, %s)" % (state[2], sorted(set(named))))
        Select(driver.find_element("id", "ios-version")).select_by_visible_text("iOS 18")
        driver.get("file://" + os.path.join(preview, "wander", "intro.html"))
        check(driver.execute_script(DEVICE_STATE)[0] == 440, "the device picked is kept for the next page")
        Select(driver.find_element("id", "device")).select_by_visible_text("iPhone 16 (6.1″)")

        pages = sorted(glob.glob(os.path.join(preview, "*", "*.html")) + glob.glob(os.path.join(preview, "*", "*", "*.html")))
        pages = [page for page in pages if "/flows/" not in page and not page.endswith("index.html") and "/assets/" not in page]
        check(len(pages) >= 20, "every screen, permission and shield page is walked (%d)" % len(pages))
        words = 0
        for page in pages:
            driver.get("file://" + page)
            split, measured = driver.execute_script(SPLIT_WORDS)
            check(not split, "no Korean word is split across lines on %s: %s" % (os.path.relpath(page, preview), ", ".join(split[:5])))
            words += measured
        # Not a check that cannot fail: the words were there to measure.
        check(words > 1000, "no Korean word is split across lines: %d words measured on %d pages" % (words, len(pages)))

        # Readable at every width: at 1,440 px every locale column is in the page's own scroll
        # (no box of its own scrolls); at 390 px no page scrolls sideways, and the flows' tables
        # keep Korean words whole.
        driver.set_window_size(1440, 1000)
        driver.get("file://" + os.path.join(preview, "wander", "intro.html"))
        driver.execute_script("document.getElementById('locale-select').value = 'all'; document.getElementById('locale-select').dispatchEvent(new Event('change'))")
        nested = driver.execute_script(NESTED_SCROLL)
        check(nested[0] >= 3 and not nested[1], "at 1,440 px the %d locale columns scroll with the page, none in a scrolling box (%s)" % (nested[0], nested[1]))
        driver.set_window_size(390, 900)
        flows = sorted(glob.glob(os.path.join(preview, "*", "flows", "*.html")))
        sideways, table_words = [], 0
        for page in pages + flows + [os.path.join(preview, "index.html")]:
            driver.get("file://" + page)
            if driver.execute_script("return document.documentElement.scrollWidth > window.innerWidth"):
                sideways.append(os.path.relpath(page, preview))
            if "/flows/" in page:
                split, measured = driver.execute_script(SPLIT_WORDS, ".facts td")
                check(not split, "no Korean word is split in the flow table of %s at 390 px: %s" % (os.path.relpath(page, preview), ", ".join(split[:5])))
                table_words += measured
        check(not sideways, "no page scrolls sideways at 390 px (%s)" % ", ".join(sideways[:5]))
        check(table_words > 20, "the flow tables' Korean words were measured at 390 px (%d)" % table_words)
        driver.set_window_size(1400, 1000)
    finally:
        driver.quit()
    check.report()


if __name__ == "__main__":
    main()
