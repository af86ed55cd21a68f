const letter = {zero:"z", one:"o", two:"t", few:"f", many:"m", other:"x"};
const locales = ["ja","ko","zh","th","vi","id","ms","my","en","de","nl","sv","fr","es","it","pt","pt-PT","tr","ru","uk","pl","cs","ar","he",
  "da","fi","et","ur","sw","nb","nn","no","el","hu","bg","ka","ta","te","hi","bn","fa","ro","sk","hr","sr","bs","ca","lt","lv","sl","fil","is","eu","af","gl","be"];
const lines = ["# CLDR plural categories as Intl.PluralRules gives them (Node " + process.version + ", ICU " + process.versions.icu + ", CLDR " + process.versions.cldr + ").",
  "# One line per locale and kind: integers 0 to 1000, then ' ', then decimals 0.0 to 20.0 by tenths (one visible decimal).",
  "# Letters: z zero, o one, t two, f few, m many, x other. Made by `node Tests/Fixtures/plurals/make.js > Tests/Fixtures/plurals/cldr-samples.txt`; never by Copydeck."];
for (const loc of locales) for (const type of ["cardinal", "ordinal"]) {
  const ints = new Intl.PluralRules(loc, {type});
  const dec = new Intl.PluralRules(loc, {type, minimumFractionDigits: 1, maximumFractionDigits: 1});
  let s = "";
  for (let n = 0; n <= 1000; n++) s += letter[ints.select(n)];
  s += " ";
  for (let t = 0; t <= 200; t++) s += letter[dec.select(t / 10)];
  lines.push(loc + " " + type + " " + s);
}
console.log(lines.join("\n"));
