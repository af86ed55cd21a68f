#!/usr/bin/env python3
"""Walks the preview's changes page (copydeck preview --base) in a real browser (headless Chromium).

    changes_browser_test.py PREVIEW_DIR

The project under PREVIEW_DIR was changed against its base (ChangesPageTests plants the edits):
the splash node of Wander's launch flow relabelled, the way from R to PLACE replaced by one to Q,
the ko intro title rewritten. Checks:
- the index links the changes page, and the page has no console errors;
- at 1,440 px it is short (frames the same before and after are drawn once, folded), and its
  contents at the top link every changed screen and flow, in the body's order;
- the launch flow is drawn once with the relabelled node changed, the new edge added and the
  old one a ghost, the unchanged nodes where they were;
- clicking the changed splash node scrolls to the splash screen, whose frames did not change:
  they are unfolded, drawn once in each locale;
- the intro title's ko frames mark the changed piece, and the words that changed are struck and
  inserted in the list, whole; the stale ja and en frames are folded until asked for.
Prints one JSON line of what it checked; exits non-zero naming the first failure.
"""
import os
import sys

sys.dont_write_bytecode = True   # the shared module is read, not cached beside the checkout

import chromium

check = chromium.Checks("changes browser test")


def visible(element):
    """Drawn on the page: not inside a closed <details> (whose content Chromium lays out but hides)."""
    return element.parent.execute_script("return arguments[0].checkVisibility()", element)


def main():
    preview = os.path.abspath(sys.argv[1])
    driver = chromium.start(console_log=True)
    try:
        driver.get("file://" + os.path.join(preview, "index.html"))
        link = driver.find_element("css selector", ".changes-link a")
        check(link.get_attribute("href").endswith("/changes.html"), "the index links the changes page")
        link.click()
        check(driver.current_url.endswith("/changes.html"), "the link opens the changes page")
        errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        check(not errors, "the console has no errors (%s)" % errors)

        # At 1,440 px, as a reviewer's laptop shows it: every phone that did not change is folded.
        driver.set_window_size(1440, 1000)
        width = driver.execute_script("return window.innerWidth")
        height = driver.execute_script("return document.documentElement.scrollHeight")
        check(height < 6000, "the page is short: %d px tall at %d px wide" % (height, width))
        contents = driver.find_elements("css selector", "nav.changes-contents a")
        anchors = [driver.execute_script("return arguments[0].getAttribute('href')", link) for link in contents]
        check(anchors == ["#deck-wander", "#change-screen-wander-intro", "#change-screen-wander-splash", "#change-flow-wander-launch", "#findings"],
              "the contents link the deck, its changed screens and flow, and the findings: %s" % anchors)
        sections = driver.execute_script(
            "return Array.prototype.map.call(document.querySelectorAll('.change-subject, .change-flow'), function (s) { return '#' + s.id; })")
        check(sections == anchors[1:-1], "in the body's order (%s)" % sections)
        counts = [element.text for element in driver.find_elements("css selector", "nav.changes-contents li li .count")]
        check(counts[0] == "1 text changed · stale in ja, en", "each with what changed: %s" % counts)
        flow_link = next(link for link in contents if link.get_attribute("href").endswith("#change-flow-wander-launch"))
        flow_link.click()
        flow_top = driver.execute_script("return document.getElementById('change-flow-wander-launch').getBoundingClientRect().top")
        check(driver.current_url.endswith("#change-flow-wander-launch") and 0 <= flow_top < 200,
              "a contents link scrolls to its section (top %.0f px)" % flow_top)

        flow = driver.find_element("css selector", '.change-flow[data-flow="launch"] svg.flow-diagram')
        changed = flow.find_elements("css selector", "g.node.change-changed")
        check([node.get_attribute("data-node-id") for node in changed] == ["B"], "the relabelled splash node is the one changed node")
        check(flow.find_elements("css selector", 'g.edge.change-added[data-from="R"][data-to="Q"]'), "the way from R to Q is drawn as added")
        ghost = flow.find_elements("css selector", 'g.edge.change-removed[data-from="R"][data-to="PLACE"]')
        check(ghost and float(driver.execute_script("return getComputedStyle(arguments[0]).opacity", ghost[0])) < 1,
              "the way from R to PLACE it replaced is a ghost")
        unchanged = flow.find_elements("css selector", "g.node:not(.change-changed):not(.change-added):not(.change-removed)")
        check(len(unchanged) > 15, "the other %d nodes are drawn as they were" % len(unchanged))
        title = driver.execute_script("return arguments[0].querySelector('title').textContent", changed[0])
        check("스플래시 화면 표시" in title, "the changed node says what it was: %s" % title)

        # From the changed node to its screen's frames, before and after.
        node_link = driver.execute_script("return arguments[0].closest('a')", changed[0])
        href = driver.execute_script("return arguments[0].getAttribute('href')", node_link)
        check(href.endswith("#change-screen-wander-splash"), "the node links to the splash screen's frames (%s)" % href)
        driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", node_link)
        check(driver.current_url.endswith("#change-screen-wander-splash"), "the click lands on the splash screen")
        target = driver.find_element("css selector", "#change-screen-wander-splash")
        top = driver.execute_script("return arguments[0].getBoundingClientRect().top", target)
        check(0 <= top < 200, "its section is scrolled into view (top %.0f px)" % top)
        check("frames-unchanged" in target.get_attribute("class") and not target.find_elements("css selector", ".before-after"),
              "the splash screen's frames are the same before and after")
        folded = target.find_elements("css selector", "details.unchanged-frames")
        check(len(folded) == 3 and all(group.get_attribute("open") is not None for group in folded),
              "landing on it unfolds them (%d groups)" % len(folded))
        phones = target.find_elements("css selector", ".phone")
        check(len(phones) == 3 and all(visible(phone) for phone in phones),
              "the splash screen shows its frame once in each locale (%d)" % len(phones))

        intro = driver.find_element("css selector", "#change-screen-wander-intro")
        ko = intro.find_element("css selector", 'section.locale[data-locale="ko"]')
        marked = ko.find_elements("css selector", '.side.after .phone .copy-changed[data-key="wander.intro.title"]')
        check(marked, "the changed title is marked in the ko frame after")
        before_marked = ko.find_elements("css selector", '.side.before .phone .copy-changed[data-key="wander.intro.title"]')
        check(before_marked, "and in the ko frame before")
        deleted = [element.text for element in intro.find_elements("css selector", ".change-list .word-diff del")]
        inserted = [element.text for element in intro.find_elements("css selector", ".change-list .word-diff ins")]
        check("충분해요" in deleted and "돼요" in inserted, "the words that changed are struck and inserted, whole: %s → %s" % (deleted, inserted))
        locales = [section.get_attribute("data-locale") for section in intro.find_elements("css selector", "section.locale")]
        check(locales == ["ko", "ja", "en"], "the intro is drawn in ko, whose text changed, and in ja and en, left stale (%s)" % locales)
        stale = intro.find_elements("css selector", ".change-list li.change.stale")
        check(len(stale) == 2, "the ja and en translations are listed as stale (%d)" % len(stale))
        for code in ["ja", "en"]:
            section = intro.find_element("css selector", 'section.locale[data-locale="%s"]' % code)
            group = section.find_element("css selector", "details.unchanged-frames")
            phone = group.find_element("css selector", ".phone")
            check(group.get_attribute("open") is None and not visible(phone) and group.size["height"] < 100
                  and not section.find_elements("css selector", ".before-after"),
                  "the stale %s frame, the same before and after, is folded" % code)
            summary = group.find_element("css selector", "summary")
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
            summary.click()
            check(visible(phone) and len(group.find_elements("css selector", ".phone")) == 1, "and drawn once when unfolded (%s)" % code)
    finally:
        driver.quit()
    check.report()


if __name__ == "__main__":
    main()
