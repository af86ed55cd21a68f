#!/usr/bin/env python3
"""Clicks every enabled button of every flow prototype of a built preview, in en and ja.

    prototype_walk_test.py PREVIEW_DIR

For each flow page, from its start, in each locale: every enabled button inside the phone and
under it is clicked, and the prototype must land on the node the flow takes that way to. The
judge is the flow itself (the page's `flow`, as the runtime loads it), read here apart from the
bindings: the button's outcome must be an edge's (or, through a decision, that decision's) from
the node it was clicked on, and that edge must lead where the prototype went; a way without an
outcome id only where it is the node's one way on. A back button must return to the node before.
Every disabled button must say why, in words on the page. The walk then goes back (the
prototype's own Back, clicked by a script) and tries the next button; every node reached is walked once per locale.
Prints one JSON line: what it checked, and per locale the number of clicks and nodes.
"""
import json
import os
import sys

from selenium.common.exceptions import ElementClickInterceptedException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import chromium

check = chromium.Checks("prototype walk")

BUTTONS = "#proto-current button, #proto-outcomes button, #proto-current [role=button]"

STATE = """
var why = function (b) { var n = b.nextElementSibling; return n && n.classList.contains('proto-why') ? n.textContent : ''; };
return {
  current: document.getElementById('proto-current').getAttribute('data-node-id'),
  buttons: Array.prototype.map.call(document.querySelectorAll(arguments[0]), function (b) {
    return { text: b.textContent, key: b.getAttribute('data-key'), enabled: !(b.tagName === 'BUTTON' && b.disabled),
             title: b.title || '', why: why(b), outcome: b.getAttribute('data-outcome') || null,
             to: b.getAttribute('data-to'), back: b.hasAttribute('data-back') };
  })
};
"""

REPLAY = """
var selector = arguments[0], route = arguments[1];
document.getElementById('proto-restart').click();
route.forEach(function (index) { document.querySelectorAll(selector)[index].click(); });
return document.getElementById('proto-current').getAttribute('data-node-id');
"""


def main():
    preview = os.path.abspath(sys.argv[1])
    pages = []
    for deck in sorted(os.listdir(preview)):
        flows = os.path.join(preview, deck, "flows")
        if os.path.isdir(flows):
            pages += [os.path.join(flows, name) for name in sorted(os.listdir(flows)) if name.endswith(".html")]
    check(len(pages) >= 10, "the preview has the example project's flow pages (%d)" % len(pages))
    driver = chromium.start()
    counts = {}
    try:
        for page in pages:
            for locale in ["en", "ja"]:
                clicks, reached = walk(driver, page, locale)
                name = os.path.relpath(page, preview)
                counts.setdefault(locale, {"clicks": 0, "nodes": 0, "flows": 0})
                counts[locale]["clicks"] += clicks
                counts[locale]["nodes"] += reached
                counts[locale]["flows"] += 1
                check(clicks > 0 or reached == 1, "%s in %s: a way on was clicked (%d)" % (name, locale, clicks))
        answered_variants(driver, preview)
    finally:
        driver.quit()
    check(all(counts[locale]["flows"] == len(pages) for locale in counts), "every flow was walked in en and ja")
    print(json.dumps({"checked": check.checked, "counts": counts}, ensure_ascii=False))


# The text the phone shows for a field with variants, and the text the page's data holds for
# each variant of that field in the chosen locale.
SHOWN_VARIANT = """
var field = arguments[0], locale = arguments[1];
var shown = Array.prototype.filter.call(document.querySelectorAll('#proto-current [data-key]'), function (e) {
  return e.getAttribute('data-key').indexOf(field + '.') === 0;
}).map(function (e) { return [e.getAttribute('data-key'), e.textContent]; });
var data = JSON.parse(document.getElementById('prototype-data').textContent);
var texts = {};
Object.keys(data.nodes).forEach(function (id) {
  ((data.nodes[id].copy || {})[locale] || []).forEach(function (line) { if (line.key.indexOf(field + '.') === 0) texts[line.key] = line.text; });
});
return [shown, texts];
"""


def answered_variants(driver, preview):
    """TempoAI's HealthKit page shows its button's `default` text until iOS's prompt is answered,
    then, back on the page (P5R), the variant for the answer the walk gave: granted or denied.
    The expected texts are the page's own data for those keys, not what the script picks."""
    page = os.path.join(preview, "tempoai", "flows", "onboarding.html")
    field = "tempoai.healthkit.allow"
    for locale in ["ja", "en"]:
        for answer, node in [("granted", "HG"), ("denied", "HD")]:
            driver.get("file://" + page)
            Select(driver.find_element(By.ID, "locale-select")).select_by_value(locale)
            for target in ["Check", "P0", "SJ", "P1", "P2", "P3", "P4", "P5"]:
                driver.execute_script(TAKE, target)
            shown, texts = driver.execute_script(SHOWN_VARIANT, field, locale)
            check(len(texts) == 4 and shown == [[field + ".default", texts.get(field + ".default")]],
                  "onboarding %s: before iOS's prompt, P5 shows the default “%s” (%s)" % (locale, texts.get(field + ".default"), shown))
            for target in ["HK", node, "P5R"]:
                driver.execute_script(TAKE, target)
            shown, texts = driver.execute_script(SHOWN_VARIANT, field, locale)
            key = field + "." + answer
            check(shown == [[key, texts.get(key)]],
                  "onboarding %s: after answering %s, P5R shows the %s variant “%s” (%s)" % (locale, answer, answer, texts.get(key), shown))


# Clicks the enabled button on or under the phone that goes to the node named.
TAKE = """
var to = arguments[0];
var button = Array.prototype.filter.call(document.querySelectorAll('#proto-current [data-to], #proto-outcomes [data-to]'), function (b) {
  return b.getAttribute('data-to') === to && !b.disabled;
})[0];
if (!button) throw new Error('no enabled way to ' + to + ' at ' + document.getElementById('proto-current').getAttribute('data-node-id'));
button.click();
"""


def press(driver, element):
    """Clicks an element as a person would; where the page's sticky toolbar covers it, scrolled
    to the middle of the window first."""
    try:
        element.click()
    except ElementClickInterceptedException:
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()


def walk(driver, page, locale):
    driver.get("file://" + page)
    data = json.loads(driver.find_element(By.ID, "prototype-data").get_attribute("textContent"))
    flow = data["flow"]
    out = {}
    for edge in flow["edges"]:
        out.setdefault(edge["from"], []).append(edge)
    kinds = {node["id"]: node["kind"] for node in flow["nodes"]}
    Select(driver.find_element(By.ID, "locale-select")).select_by_value(locale)
    current = lambda: driver.find_element(By.ID, "proto-current").get_attribute("data-node-id")
    name = os.path.basename(page)

    def lands(node, outcome, target):
        """Whether the flow takes `outcome` (None: no id) from `node` to `target`."""
        edges = out.get(node, [])
        if outcome is None:
            return len(edges) == 1 and edges[0]["to"] == target or any(
                e["to"] == target and e.get("outcome") is None and len(edges) == 1 for e in edges)
        for edge in edges:
            if edge.get("outcome") == outcome and edge["to"] == target:
                return True
            # Through a decision the screen's edge leads into without an id.
            if edge.get("outcome") is None and kinds.get(edge["to"]) == "decision":
                if any(e.get("outcome") == outcome and e["to"] == target for e in out.get(edge["to"], [])):
                    return True
        return False

    clicks = 0
    seen = set()
    check(current() == flow["start"], "%s %s opens at its start" % (name, locale))
    # What the walk reads of the prototype, in one round trip each.
    state = lambda: driver.execute_script(STATE, BUTTONS)

    def go_to(route):
        """Restart and follow `route`, the button indices clicked from the start (a script's
        clicks: the route was clicked for real when it was found). Returns where it lands."""
        return driver.execute_script(REPLAY, BUTTONS, route)

    # Breadth first from the start; after each click the prototype's own Back returns.
    routes = {flow["start"]: []}
    previous = {flow["start"]: None}
    queue = [flow["start"]]
    while queue:
        node = queue.pop(0)
        if node in seen:
            continue
        seen.add(node)
        check(go_to(routes[node]) == node, "%s %s: replaying its route reaches %s" % (name, locale, node))
        here = True
        for index, button in enumerate(state()["buttons"]):
            if not here:
                go_to(routes[node])
                here = True
            label = button["text"] or button["key"] or ""
            if not button["enabled"]:
                check(button["title"] and button["why"] == button["title"],
                      "%s %s: the disabled “%s” at %s says why on the page (%s)" % (name, locale, label, node, button["title"]))
                continue
            if button["back"]:
                press(driver, driver.find_elements(By.CSS_SELECTOR, BUTTONS)[index])
                clicks += 1
                here = False
                check(previous[node] is not None and current() == previous[node],
                      "%s %s: back “%s” at %s returns to %s (%s)" % (name, locale, label, node, previous[node], current()))
                continue
            outcome, target = button["outcome"], button["to"]
            check(target is not None, "%s %s: the enabled “%s” at %s goes somewhere" % (name, locale, label, node))
            check(lands(node, outcome, target), "%s %s: “%s” at %s takes %s to %s, a way the flow has" % (name, locale, label, node, outcome, target))
            press(driver, driver.find_elements(By.CSS_SELECTOR, BUTTONS)[index])
            clicks += 1
            check(current() == target, "%s %s: “%s” at %s lands on %s (%s)" % (name, locale, label, node, target, current()))
            if target not in routes:
                routes[target] = routes[node] + [index]
                previous[target] = node
                queue.append(target)
            returned = driver.execute_script("document.getElementById('proto-back').click(); return document.getElementById('proto-current').getAttribute('data-node-id');")
            check(returned == node, "%s %s: Back from %s returns to %s (%s)" % (name, locale, target, node, returned))
    return clicks, len(seen)


if __name__ == "__main__":
    main()
