#!/usr/bin/env python3
"""Walks the example project's preview in a real browser (headless Chromium through Selenium).

    preview_browser_test.py PREVIEW_DIR SCREENSHOT_DIR

Opens the index from file://, goes to the Wander deck and its photo-permission flow, clicks a
node to its screen, switches the locale to en, toggles dark mode, walks the flow's prototype
through its denied branch and back, searches, and fails on any console error. Saves
screen.png (ko | ja | en side by side) and flow.png. Prints one JSON line of what it checked.
"""
import json
import os
import re
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.support.ui import Select, WebDriverWait

checked = []


def check(condition, what):
    if not condition:
        raise SystemExit("preview browser test failed: " + what)
    checked.append(what)


def main():
    preview, shots = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(shots, exist_ok=True)
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000",
                     "--allow-file-access-from-files", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    binary = "/usr/bin/chromium"
    if os.path.exists(binary):
        options.binary_location = binary
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    wait = WebDriverWait(driver, 10)
    errors = []
    try:
        def logs():
            errors.extend(entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE")

        driver.get("file://" + os.path.join(preview, "index.html"))
        check("Copydeck preview" in driver.title, "the index opens")
        driver.find_element(By.CSS_SELECTOR, "a[href$='wander/index.html']").click()
        check(driver.current_url.endswith("wander/index.html"), "the index links to the Wander deck")
        driver.find_element(By.CSS_SELECTOR, "a[href$='flows/photo_permission.html']").click()
        check(driver.current_url.endswith("flows/photo_permission.html"), "the deck links to the photo-permission flow")
        nodes = driver.find_elements(By.CSS_SELECTOR, "svg.flow-diagram g.node")
        check(len(nodes) >= 5, "the flow is drawn with its nodes (%d)" % len(nodes))
        logs()

        # Prototype, inside the phone: the only way on until the photo prompt, then iOS's Don't
        # Allow, then back; then its Limit Access to `limited`, in en, with no Korean on the way.
        current = lambda: driver.find_element(By.ID, "proto-current").get_attribute("data-node-id")
        ways_on = "#proto-current button:not([disabled]), #proto-outcomes button:not([disabled])"
        denied_button = "#proto-current button.proto-system[data-outcome='denied']"
        start = current()
        for _ in range(10):
            if driver.find_elements(By.CSS_SELECTOR, denied_button):
                break
            ways = driver.find_elements(By.CSS_SELECTOR, ways_on)
            check(len(ways) == 1, "a step before the prompt has one way on at %s" % current())
            ways[0].click()
        before = current()
        check(len(driver.find_elements(By.CSS_SELECTOR, "#proto-current .proto-alert button.proto-system")) == 3,
              "the prompt is iOS's alert with its three buttons at %s" % before)
        driver.find_element(By.CSS_SELECTOR, denied_button).click()
        denied = current()
        check(denied != before, "the alert's Don't Allow moves the prototype on (%s → %s)" % (before, denied))
        check(driver.find_elements(By.CSS_SELECTOR, "svg g.node.proto-here[data-node-id='%s']" % denied),
              "the diagram highlights where the prototype is")
        driver.find_element(By.ID, "proto-back").click()
        check(current() == before, "back returns to the prompt")
        driver.find_element(By.CSS_SELECTOR, denied_button).click()
        for _ in range(10):
            if driver.find_element(By.ID, "proto-end").is_displayed():
                break
            ways = driver.find_elements(By.CSS_SELECTOR, ways_on)
            check(ways, "a node before the end has a way on at %s" % current())
            ways[-1].click()
        check(driver.find_element(By.ID, "proto-end").is_displayed(), "the denied branch reaches an end")

        # In en, from the start: every node and every way on in English (or an id), iOS's Limit
        # Access… taking the flow to `limited`, and the screen's own buttons on from there.
        Select(driver.find_element(By.ID, "locale-select")).select_by_value("en")
        driver.find_element(By.ID, "proto-restart").click()
        hangul = lambda: re.search("[\u3131-\u318e\uac00-\ud7a3]", driver.find_element(By.ID, "prototype").text)
        for _ in range(10):
            check(not hangul(), "no Korean in the en prototype at %s (%s)" % (current(), driver.find_element(By.ID, "prototype").text))
            limit = driver.find_elements(By.CSS_SELECTOR, "#proto-current button.proto-system[data-outcome='limited']")
            if limit:
                check(limit[0].text == "Limit Access…", "the en alert says Limit Access… (%s)" % limit[0].text)
                limit[0].click()
                break
            driver.find_elements(By.CSS_SELECTOR, ways_on)[0].click()
        check(current() == "F", "Limit Access… takes the `limited` way (to %s)" % current())
        driver.find_elements(By.CSS_SELECTOR, ways_on)[0].click()
        check(not hangul(), "no Korean on the way to the limited screen in en")
        limited = current()
        check(limited == "G", "the `limited` way leads to the limited screen (%s)" % limited)
        check(not hangul(), "no Korean on the limited screen in en")
        keep = driver.find_elements(By.CSS_SELECTOR, "#proto-current button.proto-button[data-outcome='continue']")
        check(keep and keep[0].is_enabled(), "the limited screen's own Continue button takes the `continue` outcome")
        keep[0].click()
        check(driver.find_element(By.ID, "proto-end").is_displayed(), "the screen's button walks the flow to its end (%s)" % current())
        Select(driver.find_element(By.ID, "locale-select")).select_by_value("all")
        driver.save_screenshot(os.path.join(shots, "flow.png"))
        logs()

        # From a node to its screen.
        link = driver.find_element(By.CSS_SELECTOR, "svg.flow-diagram a g.node[data-node-id='A']")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
        link.click()
        wait.until(lambda d: d.current_url.endswith("wander/photo_permission.html"))
        check(True, "a flow node links to its screen")
        columns = driver.find_elements(By.CSS_SELECTOR, "section.locale")
        ids = [column.get_attribute("id") for column in columns]
        check(ids[:3] == ["ko", "ja", "en"], "the screen has ko | ja | en side by side (%s)" % ids)
        check(all(column.is_displayed() for column in columns[:3]), "every locale is shown at first")
        driver.save_screenshot(os.path.join(shots, "screen.png"))

        Select(driver.find_element(By.ID, "locale-select")).select_by_value("en")
        shown = [column.get_attribute("id") for column in columns if column.is_displayed()]
        check(shown == ["en"], "choosing en shows only en (%s)" % shown)
        english = driver.find_element(By.CSS_SELECTOR, "section.locale#en").text
        check("Allow" in english, "the en column holds the English copy")

        html = driver.find_element(By.TAG_NAME, "html")
        before_theme = html.get_attribute("data-theme")
        background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        driver.find_element(By.ID, "theme-toggle").click()
        after_theme = html.get_attribute("data-theme")
        after_background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        check(before_theme != after_theme and after_theme in ("light", "dark"), "the theme toggle flips the theme")
        check(background != after_background, "the page's colours follow the theme")
        driver.find_element(By.ID, "theme-toggle").click()

        # A deep link opens on its locale.
        driver.get("file://" + os.path.join(preview, "wander", "photo_permission.html") + "#ja")
        shown = [c.get_attribute("id") for c in driver.find_elements(By.CSS_SELECTOR, "section.locale") if c.is_displayed()]
        check(shown == ["ja"], "a #ja deep link shows ja (%s)" % shown)

        # Search.
        box = driver.find_element(By.ID, "search")
        box.send_keys("photo")
        # The index is loaded when the box is first used.
        try:
            WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results a"))
        except TimeoutException:
            pass
        results = driver.find_elements(By.CSS_SELECTOR, "#search-results a")
        check(len(results) > 0, "searching for photo finds pages (%d)" % len(results))
        results[0].click()
        check(driver.current_url.startswith("file://"), "a search result opens a page")
        logs()
        check(not errors, "the console has no errors (%s)" % errors)
    finally:
        driver.quit()
    print(json.dumps({"checked": checked, "screenshots": [os.path.join(shots, "screen.png"), os.path.join(shots, "flow.png")]}))


if __name__ == "__main__":
    main()
