#!/usr/bin/env python3
"""Measure how well Lexicons/*.txt know the first words of real button titles.

Dev-time tool, Python 3 standard library only. It reads third-party localization
files in place (never copies them) and extracts English button-like titles:

- `.strings` in en.lproj / English.lproj / Base.lproj whose key, comment or table
  name says button/btn/action/menu, or whose Interface Builder comment names a
  button or menu item class;
- English values of `.xcstrings` keys (Interface Builder catalogs filtered by class);
- XLIFF `<source>` of Xcode exports whose id or note says button/action/menu;
- Android default `values/strings.xml` strings whose name says button/action/menu;
- gettext `.po` msgids that carry a `_` mnemonic.

A first word counts as a known non-verb when a list has it as a noun, adjective,
determiner, pronoun or participle, or when it is a derived form the engine also
derives: a regular plural of a noun (or of a verb tagged [noun]), a regular "-ed"
form of a verb, or an "-ing" form of a verb (activity titles such as "Saving…").

Titles of 1-5 words without sentence punctuation are kept, deduplicated by text.

Usage: python3 Scripts/lexicon-coverage.py [corpora-dir]   (default ../shared/corpora)
"""

import codecs
import collections
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEXICONS = os.path.join(ROOT, "Lexicons")

HINT = re.compile(r"button|btn|action|menu", re.IGNORECASE)
IB_CLASSES = ("UIButton", "NSButtonCell", "NSMenuItem", "UIBarButtonItem", "NSButton", "NSPopUpButtonCell")
IB_CLASS = re.compile(r'Class = "([A-Za-z]+)"')
ENGLISH_DIRS = ("en.lproj", "English.lproj", "Base.lproj")
SENTENCE_PUNCT = re.compile(r"[.!?:;](\s|$)")
WORD_EDGE = re.compile(r"^[^\w%{$]+|[^\w]+$")

# MARK: - Reading lists


def read_list(name, with_tags=False):
    """Return the lowercased terms of one list (comments stripped; tags too unless asked)."""
    terms = []
    path = os.path.join(LEXICONS, name + ".txt")
    if not os.path.exists(path):
        return terms
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            hash_at = line.find("#")
            while hash_at > 0 and not line[hash_at - 1].isspace():
                hash_at = line.find("#", hash_at + 1)
            if hash_at >= 0:
                line = line[:hash_at]
            tags = set()
            if "[" in line and "]" in line and line.rfind("[") < line.rfind("]"):
                tags = {t.strip().lower() for t in line[line.rfind("[") + 1 : line.rfind("]")].split(",")}
                line = line[: line.rfind("[")]
            term = " ".join(line.split())
            if term:
                terms.append((term.lower(), tags) if with_tags else term.lower())
    return terms


def plural_forms(noun):
    """English regular plurals of a noun, as the engine derives them."""
    forms = {noun + "s", noun + "es"}
    if noun.endswith("y") and len(noun) > 1 and noun[-2] not in "aeiou":
        forms.add(noun[:-1] + "ies")
    if noun.endswith("f"):
        forms.add(noun[:-1] + "ves")
    if noun.endswith("fe"):
        forms.add(noun[:-2] + "ves")
    return forms


def progressive_forms(verb):
    """The -ing form of a verb, as activity titles use it ("Downloading…")."""
    if verb.endswith("ie"):
        return {verb[:-2] + "ying"}
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return {verb[:-1] + "ing", verb + "ing"}
    forms = {verb + "ing"}
    if len(verb) > 2 and verb[-1] not in "aeiouwxy" and verb[-2] in "aeiou" and verb[-3] not in "aeiou":
        forms.add(verb + verb[-1] + "ing")
    return forms


def past_forms(verb):
    """Regular -ed forms of a verb (used as adjectives: "Blocked", "Muted")."""
    if verb.endswith("e"):
        return {verb + "d"}
    forms = {verb + "ed"}
    if verb.endswith("y") and len(verb) > 1 and verb[-2] not in "aeiou":
        forms.add(verb[:-1] + "ied")
    if len(verb) > 2 and verb[-1] not in "aeiouwxy" and verb[-2] in "aeiou" and verb[-3] not in "aeiou":
        forms.add(verb + verb[-1] + "ed")
    return forms


# MARK: - Extracting titles


def decode(raw):
    """Decode a .strings file: BOM-marked UTF-16/UTF-8, else UTF-8, else UTF-16."""
    if raw.startswith(codecs.BOM_UTF8):
        return raw[3:].decode("utf-8", "replace")
    if raw.startswith(codecs.BOM_UTF16_LE) or raw.startswith(codecs.BOM_UTF16_BE):
        return raw.decode("utf-16", "replace")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("utf-16", "replace")


STRINGS_ENTRY = re.compile(
    r'(?:/\*(?P<comment>.*?)\*/\s*|//(?P<line>[^\n]*)\n\s*)*"(?P<key>(?:[^"\\]|\\.)*)"\s*=\s*"(?P<value>(?:[^"\\]|\\.)*)"\s*;',
    re.DOTALL,
)


def unescape(text):
    return text.replace('\\"', '"').replace("\\n", "\n").replace("\\\\", "\\")


def wanted_by_class(comment):
    """True/False when an Interface Builder class is named, None when there is none."""
    match = IB_CLASS.search(comment or "")
    if match is None:
        return None
    return match.group(1) in IB_CLASSES


def strings_titles(path):
    with open(path, "rb") as handle:
        text = decode(handle.read())
    table = os.path.basename(path)
    for match in STRINGS_ENTRY.finditer(text):
        comment = (match.group("comment") or "") + (match.group("line") or "")
        by_class = wanted_by_class(comment)
        hinted = HINT.search(match.group("key")) or HINT.search(comment) or HINT.search(table)
        if by_class or (by_class is None and hinted):
            yield unescape(match.group("value"))


def xcstrings_titles(path):
    with open(path, encoding="utf-8") as handle:
        catalog = json.load(handle)
    source = catalog.get("sourceLanguage", "en")
    for key, entry in catalog.get("strings", {}).items():
        if wanted_by_class(entry.get("comment")) is False:
            continue
        unit = entry.get("localizations", {}).get("en", {}).get("stringUnit", {})
        value = unit.get("value")
        if value is None and source == "en" and "." not in key:
            value = key
        if value:
            yield value


def xliff_titles(path):
    for _, element in ET.iterparse(path):
        if not element.tag.endswith("trans-unit"):
            continue
        source = note = None
        for child in element:
            if child.tag.endswith("source"):
                source = "".join(child.itertext())
            elif child.tag.endswith("note"):
                note = "".join(child.itertext())
        if source and (HINT.search(element.get("id", "")) or HINT.search(note or "")):
            yield source
        element.clear()


def android_titles(path):
    for element in ET.parse(path).getroot().iter("string"):
        if HINT.search(element.get("name", "")) and element.get("translatable") != "false":
            yield "".join(element.itertext()).replace("\\'", "'").replace('\\"', '"')


def po_titles(path):
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            match = re.match(r'msgid "(.*)"\s*$', line)
            # Placeholder names ("{error_code}") hold underscores that are no mnemonic.
            if match and re.search(r"_[A-Za-z]", re.sub(r"\{[^}]*\}", "", match.group(1))):
                yield match.group(1)


def is_english_xliff(name, parts):
    """An Xcode export's source text is English in every locale: read one copy only."""
    stem = os.path.splitext(name)[0]
    return stem in ("en", "en-US") or "en-US" in parts or "templates" in parts


def reader_for(name, parts):
    """The title reader for one file, or None when the file is not read."""
    if name.endswith(".strings") and any(p in ENGLISH_DIRS for p in parts):
        return strings_titles
    if name.endswith(".xcstrings"):
        return xcstrings_titles
    if name.endswith((".xliff", ".xlf")) and is_english_xliff(name, parts):
        return xliff_titles
    if name == "strings.xml" and parts[-1] == "values":
        return android_titles
    if name.endswith(".po"):
        return po_titles
    return None


def collect(corpora):
    """Every raw title candidate under corpora as (corpus folder, title) pairs."""
    titles = []
    for folder, _, files in os.walk(corpora):
        parts = folder.split(os.sep)
        corpus = os.path.relpath(folder, corpora).split(os.sep)[0]
        for name in sorted(files):
            path = os.path.join(folder, name)
            reader = reader_for(name, parts)
            if reader is None:
                continue
            try:
                titles.extend((corpus, title) for title in reader(path))
            except (OSError, ValueError, ET.ParseError) as error:
                print(f"warning: {path}: {error}", file=sys.stderr)
    return titles


# MARK: - Measuring


def clean_title(value):
    """Return the title's words, or None when it is not a button-like title."""
    # GTK marks a mnemonic with "_", Windows-style tables with "&" before a letter.
    text = re.sub(r"&(?=\w)", "", value.replace("_", "")).strip()
    text = re.sub(r"(…|\.\.\.)$", "", text).strip()
    if not text or "\n" in text or SENTENCE_PUNCT.search(text + " "):
        return None
    words = text.split()
    if not 1 <= len(words) <= 5:
        return None
    first = WORD_EDGE.sub("", words[0]).lower()
    if not first or not re.match(r"[^\W\d_]", first):
        return None
    return [first] + [WORD_EDGE.sub("", w).lower() for w in words[1:]]


def main():
    corpora = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "..", "shared", "corpora")
    if not os.path.isdir(corpora):
        sys.exit(f"error: no corpora at {corpora}")
    tagged_verbs = read_list("verbs", with_tags=True)
    verbs = {verb for verb, _ in tagged_verbs}
    phrasal = set(read_list("phrasal-verbs"))
    conventional = set(read_list("conventional-titles"))
    nouns = set(read_list("nouns"))
    non_verbs = nouns | {p for n in nouns for p in plural_forms(n)}
    for name in ("adjectives", "determiners", "pronouns", "participles"):
        non_verbs |= set(read_list(name))
    # Derived forms count as known non-verbs: "Blocked", "Downloading…", "Posts".
    non_verbs |= {p for v in verbs for p in past_forms(v) | progressive_forms(v)}
    non_verbs |= {p for v, tags in tagged_verbs if "noun" in tags for p in plural_forms(v)}
    other = set()
    for name in ("articles", "conjunctions", "prepositions", "particles", "canonical-terms"):
        other |= {t.split()[0] for t in read_list(name)}

    titles = {}
    sources = collections.defaultdict(set)
    for corpus, raw in collect(corpora):
        words = clean_title(raw)
        if words:
            titles.setdefault(" ".join(words), words)
            sources[corpus].add(" ".join(words))
    total = len(titles)
    verb_first = covered = function_first = 0
    verb_titles = set()
    unknown = collections.Counter()
    for text, words in titles.items():
        first = words[0]
        is_verb = first in verbs or " ".join(words[:2]) in phrasal or " ".join(words[:3]) in phrasal
        if is_verb:
            verb_first += 1
            verb_titles.add(text)
        if is_verb or text in conventional or first in non_verbs:
            covered += 1
        elif first in other:
            function_first += 1
        else:
            unknown[first] += 1
    print(f"titles: {total} distinct button-like English titles (1-5 words)")
    if total:
        print(f"verb-first (verbs.txt or phrasal-verbs.txt): {verb_first} ({100.0 * verb_first / total:.1f}%)")
        print(f"covered (verbs, conventional titles, known non-verbs): {covered} ({100.0 * covered / total:.1f}%)")
        print(f"first word only an article, conjunction, preposition, particle or brand: {function_first}")
        print(f"first word in no list: {total - covered - function_first}")
    print("by corpus (distinct titles, verb-first share):")
    for corpus in sorted(sources):
        count = len(sources[corpus])
        share = 100.0 * len(sources[corpus] & verb_titles) / count
        print(f"  {corpus:40s} {count:5d}  {share:5.1f}%")
    print("most frequent unknown first words:")
    for word, count in unknown.most_common(60):
        print(f"  {count:4d}  {word}")


if __name__ == "__main__":
    main()
