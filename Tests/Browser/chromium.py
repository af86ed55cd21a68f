"""What the browser tests share: headless Chromium through Selenium, and the list of checks a
test prints as one JSON line (`Checks`), failing on the first that does not hold."""
import json
import os

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def start(console_log=False):
    """Debian's chromium and chromedriver, headless, a 1400×1000 window, file:// pages allowed."""
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000",
                     "--allow-file-access-from-files", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    if os.path.exists("/usr/bin/chromium"):
        options.binary_location = "/usr/bin/chromium"
    if console_log:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


class Checks:
    def __init__(self, name):
        self.name = name
        self.checked = []

    def __call__(self, condition, what):
        if not condition:
            raise SystemExit(self.name + " failed: " + what)
        self.checked.append(what)

    def report(self):
        print(json.dumps({"checked": self.checked}, ensure_ascii=False))
