"""CLDR plural categories as Babel gives them, for Copydeck's plural tests: a real oracle, never Copydeck.

Run with Babel 2.19 (CLDR 49) importable:
    python3 Tests/Fixtures/plurals/make.py > Tests/Fixtures/plurals/cldr-samples.txt
"""
from decimal import Decimal
import babel
from babel.core import Locale, get_global

LETTER = {"zero": "z", "one": "o", "two": "t", "few": "f", "many": "m", "other": "x"}
LOCALES = ["ja", "ko", "zh", "th", "vi", "id", "ms", "my", "en", "de", "nl", "sv", "fr", "es", "it", "pt", "pt-PT", "tr", "ru", "uk",
           "pl", "cs", "ar", "he", "da", "fi", "et", "ur", "sw", "nb", "nn", "no", "el", "hu", "bg", "ka", "ta", "te", "hi", "bn", "fa",
           "ro", "sk", "hr", "sr", "bs", "ca", "lt", "lv", "sl", "fil", "is", "eu", "af", "gl", "be"]

print(f"# CLDR plural categories as Babel gives them (Babel {babel.__version__}, CLDR {get_global('cldr')['version']}).")
print("# One line per locale and kind: integers 0 to 1000, then ' ', then decimals 0.0 to 20.0 by tenths (one visible decimal).")
print("# Letters: z zero, o one, t two, f few, m many, x other. Made by `python3 Tests/Fixtures/plurals/make.py > Tests/Fixtures/plurals/cldr-samples.txt`; never by Copydeck.")
for code in LOCALES:
    locale = Locale.parse(code.replace("-", "_"))
    for kind, rule in (("cardinal", locale.plural_form), ("ordinal", locale.ordinal_form)):
        integers = "".join(LETTER[rule(n)] for n in range(1001))
        decimals = "".join(LETTER[rule(Decimal(f"{t // 10}.{t % 10}"))] for t in range(201))
        print(f"{code} {kind} {integers} {decimals}")
