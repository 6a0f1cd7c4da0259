#!/usr/bin/env python3
"""Counts completion rows titled by a name no reader uses, judged by a rule of its own
(kept apart from the engine's, `ReadersName` and `IndexView.borrows`, so that the count
does not grade the rule by itself).

    python3 Scripts/junk_titles.py [PLACESEARCH_BINARY] [--list N]

Queries, through `complete --stdin --json --limit 10`, in English and in Korean (`--lang`),
with no settings, history or server of the user's: every one- to three-letter a-z
prefix (18,278), the one- and two-syllable Hangul prefixes that begin the Hangul names
of the embedded data, and every prefix of the names of the 1,000 most populous places.
A row titled "NAME (SHOWN)" (a match on another name than the one shown) is junk when
NAME
- is Latin without a capital letter (a machine transliteration: "saul", "el-ei");
- holds a bracket, or holds SHOWN and an area of the row's subtitle (the place's name
  with where it is: "Buffalo i New York", "San Antonio (Texas)");
- begins with a whole name (four letters or more) of a place of a million people or
  more, more populous than the row's place, not an area its subtitle names, and goes on,
  where neither SHOWN nor the place's own name (GeoNames', or the official Korean one)
  begins so ("New York Van Java" of Jakarta, "Calcutta Bara
  Bazar"); the row is no area or airport (those are called after their city: "Riyadh
  Province", "Incheon International Airport");
- is not a GeoNames name of the row's places and has a marked letter (a Latin letter
  beyond ASCII, or a modifier letter such as ʻ; Romanian's ș and ş, ț and ţ are one) that the GeoNames names of fewer than two
  places of the place's country have: a foreign transliteration ("Kíev", "Saïgon", "Niw
  Eorkʻ"; the engine's rule, TitleSpelling, asks more of a big country: a share of its
  names);
- begins with SHOWN as whole words and goes on, and the place has a spelling of NAME
  (the same words, accents and apostrophes aside) that the rule above calls foreign: its
  plain twin ("Albany on Niwum Eoforwice" of "Albany on Nīwum Eoforwīce").
Prints the count and, with --list N, the first N junk rows.
"""
import gzip
import os
import unicodedata
from collections import Counter

from binary_answers import DATA, command_line, completions



APOSTROPHES = str.maketrans("", "", "'\u2019\u2018\u02bc\u02bb\u00b4\u02b9\u02be\u02bf\u2032")


def fold(text):
    """Lower case, accents and apostrophes off (Pikin'i is one word), other punctuation
    as spaces: words to compare."""
    text = unicodedata.normalize("NFKD", text.casefold().translate(APOSTROPHES))
    text = "".join(c if c.isalnum() else " " for c in text if not unicodedata.combining(c))
    return text.split()


def places():
    """(geonames id, name, alternates, population, country) of the embedded GeoNames table."""
    with gzip.open(os.path.join(DATA, "cities500.txt.gz"), "rt", encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            yield (f"geonames:{fields[0]}", fields[1], [n for n in fields[3].split(",") if n], int(fields[14] or 0),
                   fields[8])


# Romanian's comma-below letters and their older cedilla forms are one letter each
# (GeoNames writes Edineţ, CLDR Edineț).
ONE_LETTER = str.maketrans("șțȘȚ", "şţŞŢ")


def marked_letters(name):
    """The marked letters of `name`, lower case: Latin letters beyond ASCII, modifier
    letters; ș and ş (ț and ţ) as one."""
    name = name.translate(ONE_LETTER)
    return {c.lower() for c in name if ord(c) > 0x7F and c.isalpha() and (
        unicodedata.category(c) == "Lm" or "LATIN" in unicodedata.name(c, ""))}


class Spellings:
    """What the foreign-spelling rules read: each country's marked letters (those of the
    GeoNames names of two or more of its places), and each place's country and GeoNames
    names."""

    def __init__(self, table):
        self.letters, self.country, self.names = {}, {}, {}
        counts = Counter()
        for place_id, name, alternates, people, country in table:
            self.country[place_id], self.names[place_id] = country, [name] + alternates
            counts.update((country, letter) for letter in marked_letters(name))
        for (country, letter), count in counts.items():
            if count >= 2:
                self.letters.setdefault(country, set()).add(letter)

    def is_foreign(self, name, place_id):
        """Whether `name`, a name of place `place_id` but not its GeoNames name, has a
        marked letter its country's big places' names have not."""
        if place_id not in self.country or name == self.names[place_id][0]:
            return False
        return bool(marked_letters(name) - self.letters.get(self.country[place_id], set()))

    def has_foreign_twin(self, words, place_id):
        """Whether the place has a foreign spelling whose words are `words`."""
        return any(fold(name) == words and self.is_foreign(name, place_id) for name in self.names.get(place_id, ()))


def korean_areas():
    """The names of the Korean areas, by id: official Hangul, and romanized."""
    names = {}
    with gzip.open(os.path.join(DATA, "kr-admin.tsv.gz"), "rt", encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#"):
                fields = line.rstrip("\n").split("\t")
                names[f"kr-admin:{fields[0]}"] = {fields[2], fields[3]}
    return names


def is_hangul(c):
    return "\uac00" <= c <= "\ud7a3"


def queries(table):
    letters = "abcdefghijklmnopqrstuvwxyz"
    found = set(letters)
    found.update(a + b for a in letters for b in letters)
    found.update(a + b + c for a in letters for b in letters for c in letters)
    hangul = [name for names in korean_areas().values() for name in names] + [
        n for _, _, alternates, _, _ in table for n in alternates if n and is_hangul(n[0])]
    for name in hangul:
        for word in name.split():
            if word and is_hangul(word[0]):
                found.add(word[:1])
                if len(word) >= 2 and is_hangul(word[1]):
                    found.add(word[:2])
    for _, name, _, _, _ in sorted(table, key=lambda p: -p[3])[:1000]:
        found.update(name[:n] for n in range(1, len(name) + 1))
    return sorted(q for q in found if q.strip())


def is_latin_lower(name):
    letters = [c for c in name if c.isalpha()]
    return any("LATIN" in unicodedata.name(c, "") for c in letters) and not any(c.isupper() for c in letters)


def junk(row, big_names, population, official, spellings):
    title, matched = row["title"], row["matchedName"]
    if title == matched or not (title.startswith(matched + " (") and title.endswith(")")):
        return False
    shown = title[len(matched) + 2:-1]
    if is_latin_lower(matched) or "(" in matched:
        return True
    words, own = fold(matched), fold(shown)
    if any(spellings.is_foreign(matched, p) for p in row["places"]):
        return True
    if own and words[:len(own)] == own and len(words) > len(own) and any(
            spellings.has_foreign_twin(words, p) for p in row["places"]):
        return True
    holds_own = any(words[i:i + len(own)] == own for i in range(len(words))) if own else False
    # The areas of the subtitle, without a kind ("state · United States"). A row with a
    # kind (an area, an airport) is named after its city, as "Riyadh Province" and
    # "Incheon International Airport" are.
    is_area = " · " in row["subtitle"] or row["subtitle"] in ("country", "국가", "")
    areas = row["subtitle"].split(" · ")[-1].split(",")
    if holds_own and len(words) > len(own):
        rest = " " + " ".join(w for w in words if w not in own) + " "
        if any(f" {' '.join(fold(part))} " in rest for part in areas if fold(part)):
            return True
    # An area is called after its capital ("Riyadh Province"); a place's own name (its
    # GeoNames name, a Korean district's official name, 고양시 덕양구) is no borrowing.
    if is_area or any(matched in official.get(p, ()) for p in row["places"]):
        return False
    size = max((population.get(p, 0) for p in row["places"]), default=0)
    where = " " + " ".join(fold(row["subtitle"])) + " "
    own_names = [own] + [fold(name) for p in row["places"] for name in official.get(p, ())]
    for end in range(1, len(words)):
        big = " ".join(words[:end])
        owners = big_names.get(big, {})
        if len(big) >= 4 and f" {big} " not in where and all(name[:end] != words[:end] for name in own_names) and any(
                owner not in row["places"] and people > size for owner, people in owners.items()):
            return True
    return False


def main():
    binary, listed = command_line()
    table = list(places())
    big_names, population = {}, {}
    for place_id, name, alternates, people, _ in table:
        population[place_id] = people
        if people >= 1_000_000:
            for n in [name] + alternates:
                big_names.setdefault(" ".join(fold(n)), {})[place_id] = people
    asked = queries(table)
    official = korean_areas()
    for place_id, name, _, _, _ in table:
        official[place_id] = {name}
    spellings = Spellings(table)
    count, shown = 0, []
    for lang in ("en", "ko"):
        for answer in completions(binary, asked, 10, lang):
            for row in answer["completions"]:
                if junk(row, big_names, population, official, spellings):
                    count += 1
                    if len(shown) < listed:
                        shown.append(f"  {lang} {answer['query']!r}: {row['title']}  {row['subtitle']}")
    print(f"rows titled by a name no reader uses ({len(asked):,} prefixes through complete, in English and "
          f"Korean): {count}")
    for line in shown:
        print(line)


if __name__ == "__main__":
    main()
