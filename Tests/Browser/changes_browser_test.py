#!/usr/bin/env python3
"""Walks the preview's changes page (copydeck preview --base) in a real browser (headless Chromium).

    changes_browser_test.py PREVIEW_DIR

The project under PREVIEW_DIR was changed against its base (ChangesPageTests plants the edits):
the splash node of Wander's launch flow relabelled, the way from R to PLACE replaced by one to Q,
the ko intro title rewritten. Checks:
- the index links the changes page, and the page has no console errors;
- the launch flow is drawn once with the relabelled node changed, the new edge added and the
  old one a ghost, the unchanged nodes where they were;
- clicking the changed splash node scrolls to the splash screen's frames, before and after;
- the intro title's ko frames mark the changed piece, and the words that changed are struck and
  inserted in the list.
Prints one JSON line of what it checked; exits non-zero naming the first failure.
"""
import os
import sys

sys.dont_write_bytecode = True   # the shared module is read, not cached beside the checkout

import chromium

check = chromium.Checks("changes browser test")


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
        sides = target.find_elements("css selector", ".before-after .side")
        check(len(sides) >= 2 and all(side.find_elements("css selector", ".phone") for side in sides[:2]),
              "the splash screen shows its frames before and after (%d sides)" % len(sides))

        intro = driver.find_element("css selector", "#change-screen-wander-intro")
        ko = intro.find_element("css selector", 'section.locale[data-locale="ko"]')
        marked = ko.find_elements("css selector", '.side.after .phone .copy-changed[data-key="wander.intro.title"]')
        check(marked, "the changed title is marked in the ko frame after")
        before_marked = ko.find_elements("css selector", '.side.before .phone .copy-changed[data-key="wander.intro.title"]')
        check(before_marked, "and in the ko frame before")
        deleted = [element.text for element in intro.find_elements("css selector", ".change-list .word-diff del")]
        inserted = [element.text for element in intro.find_elements("css selector", ".change-list .word-diff ins")]
        check("충분해" in deleted and "돼" in inserted, "the words that changed are struck and inserted: %s → %s" % (deleted, inserted))
        locales = [section.get_attribute("data-locale") for section in intro.find_elements("css selector", "section.locale")]
        check(locales == ["ko", "ja", "en"], "the intro is drawn in ko, whose text changed, and in ja and en, left stale (%s)" % locales)
        stale = intro.find_elements("css selector", ".change-list li.change.stale")
        check(len(stale) == 2, "the ja and en translations are listed as stale (%d)" % len(stale))
    finally:
        driver.quit()
    check.report()


if __name__ == "__main__":
    main()
