"""Deterministic splitting of answers into semantic units (sentences, clauses), and normalisation.

The splitter is the fast, reproducible alternative to asking the judge to extract units: it
keeps the answer's own words (a small judge paraphrases, drops or invents units), costs
nothing, and gives the same units on every run. A short answer ("Paris", "5 metres") stays one
unit.
"""

from __future__ import annotations

import re
import unicodedata

DEFAULT_MAX_UNITS = 16

# Tokens ending in "." that do not end a sentence. Lower-cased, without the final dot.
_ABBREVIATIONS = frozenset(
    [
        "mr",
        "mrs",
        "ms",
        "dr",
        "prof",
        "st",
        "jr",
        "sr",
        "vs",
        "etc",
        "e.g",
        "i.e",
        "approx",
        "no",
        "fig",
        "inc",
        "ltd",
        "co",
        "corp",
        "dept",
        "est",
        "gen",
        "gov",
        "lt",
        "col",
        "sgt",
        "capt",
        "mt",
        "ft",
        "jan",
        "feb",
        "mar",
        "apr",
        "jun",
        "jul",
        "aug",
        "sep",
        "sept",
        "oct",
        "nov",
        "dec",
        "u.s",
        "u.k",
        "a.m",
        "p.m",
        "ca",
        "cf",
        "al",
    ]
)
_LIST_MARKER = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")
# A sentence ends at . ! or ? (possibly followed by closing quotes/brackets) before whitespace.
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"'”’)\]]*\s+")
_CLAUSE_END = re.compile(r";\s+")
_ARTICLES = re.compile(r"\b(?:a|an|the)\b")
_SPACES = re.compile(r"\s+")
# UTF-8's no-break space read as Latin-1: "500Â\xa0mg" for "500\xa0mg".
_MOJIBAKE_NBSP = "\u00c2\u00a0"
_INNER_APOSTROPHE = re.compile(r"(?<=\w)['’](?=\w)")
_BRACKETED = re.compile(r"[(\[][^()\[\]]*[)\]]")


def split_units(text: str, max_units: int = DEFAULT_MAX_UNITS) -> list[str]:
    """Split ``text`` into sentence/clause units, in order, keeping the original wording.

    Lines (and list items) are split first, then sentences on ``.``, ``!`` and ``?`` (not after
    a known abbreviation, an initial or inside a number), then clauses on ``;``. Fragments with
    no letter or digit are dropped. When there are more than ``max_units`` units, neighbours are
    merged into ``max_units`` groups so a long ground truth cannot produce an unbounded prompt.

    Args:
        text: the answer or ground truth.
        max_units: the most units returned.

    Returns:
        The units; empty when ``text`` holds no word.
    """
    units: list[str] = []
    for line in text.splitlines():
        line = _LIST_MARKER.sub("", line).strip()
        if not line:
            continue
        for sentence in _sentences(line):
            for clause in _CLAUSE_END.split(sentence):
                clause = clause.strip()
                if any(ch.isalnum() for ch in clause):
                    units.append(clause)
    return _merge(units, max_units)


def _sentences(line: str) -> list[str]:
    out: list[str] = []
    start = 0
    for m in _SENTENCE_END.finditer(line):
        before = line[start : m.start()].rstrip("\"'”’)]")
        last_word = before.split()[-1] if before.split() else ""
        token = last_word.rstrip(".!?").lower()
        nxt = line[m.end() : m.end() + 1]
        if before.endswith(".") and (
            token in _ABBREVIATIONS
            or (len(token) == 1 and token.isalpha())  # an initial: "J. Smith"
            or (nxt and nxt.islower())  # "approx. three" — sentences start with a capital
        ):
            continue
        out.append(line[start : m.end()].strip())
        start = m.end()
    tail = line[start:].strip()
    if tail:
        out.append(tail)
    return out


def _merge(units: list[str], max_units: int) -> list[str]:
    if max_units < 1 or len(units) <= max_units:
        return units
    size = -(-len(units) // max_units)  # ceiling division
    return [" ".join(units[i : i + size]) for i in range(0, len(units), size)]


def normalise_unit(text: str) -> str:
    """The comparison key for "identical" units: case-folded, without punctuation or articles.

    ``"The capital is Paris."`` and ``"the capital is paris"`` share a key; ``"Tokyo"`` and
    ``"Kyoto"`` do not. Spelling that varies with the keyboard or the encoding does not change
    the key: accents on Latin letters (``"Velázquez"``, ``"Velazquez"``), an apostrophe inside
    a word (``"Bull's-eye"``, ``"Bulls eye"``) and a no-break space decoded as Latin-1
    (``"500Â mg"``, ``"500 mg"``).
    """
    text = _fold_latin_accents(text.replace(_MOJIBAKE_NBSP, " "))
    text = unicodedata.normalize("NFKC", text).casefold()
    text = _INNER_APOSTROPHE.sub("", text)
    # Punctuation becomes a space; a combining mark stays with its letter ("कि" is one word).
    text = "".join(ch if _is_word_char(ch) else " " for ch in text)
    text = _ARTICLES.sub(" ", text)
    return _SPACES.sub(" ", text).strip()


def _is_word_char(ch: str) -> bool:
    """A letter, digit, underscore, space or combining mark (what a comparison key keeps)."""
    return ch.isalnum() or ch.isspace() or ch == "_" or unicodedata.category(ch).startswith("M")


def _fold_latin_accents(text: str) -> str:
    """``text`` with the accents of Latin letters removed (é → e, ñ → n); other scripts keep
    their marks (a Devanagari vowel sign is part of the word, not an accent)."""
    if text.isascii():
        return text
    out: list[str] = []
    base_is_latin = False
    for ch in unicodedata.normalize("NFD", text):
        if unicodedata.combining(ch):
            if not base_is_latin:
                out.append(ch)
            continue
        base_is_latin = ch.isascii() or unicodedata.name(ch, "").startswith("LATIN")
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


def answer_core(text: str) -> str:
    """An answer without its bracketed notes: ``"Bullseye (disambiguation)"`` → ``"Bullseye"``.

    Answer lists (trivia aliases, a gold answer with a gloss) put what the answer is about in
    brackets; the answer a reply states is the rest. The text itself when the brackets hold all
    of it.
    """
    core = _SPACES.sub(" ", _BRACKETED.sub(" ", text)).strip()
    return core if any(ch.isalnum() for ch in core) else text


def answer_words(answer: str) -> int:
    """How many words an answer has without its bracketed notes (what "short" is measured on)."""
    return word_count(answer_core(answer))


def states_answer(output: str, answer: str) -> bool:
    """Whether ``output`` states ``answer`` word for word, with or without its bracketed notes
    (``answer_core``): "The Muppet Show" states "The Muppet Show (Muppets Tonight)"."""
    if contains_unit(output, answer):
        return True
    core = answer_core(answer)
    return core != answer and contains_unit(output, core)


def word_count(text: str) -> int:
    """Number of words in ``text`` after normalisation."""
    key = normalise_unit(text)
    return len(key.split()) if key else 0


def contains_unit(longer: str, shorter: str) -> bool:
    """Whether every word of ``shorter`` appears, in order and contiguously, in ``longer``."""
    a, b = normalise_unit(longer), normalise_unit(shorter)
    return bool(b) and f" {b} " in f" {a} "


# Function words that rarely carry the fact a unit states; left out of word differences.
_STOPWORDS = frozenset(
    [
        "a", "an", "the", "of", "in", "on", "at", "to", "for", "by", "with", "from", "and",
        "or", "is", "are", "was", "were", "be", "been", "it", "its", "this", "that", "these",
        "those", "as", "s", "which", "who", "there", "has", "have", "had", "also",
    ]
)  # fmt: skip


def word_difference(reference: str, output: str, limit: int = 8) -> tuple[list[str], list[str]]:
    """Content words found in only one of two units, in order of appearance (case-insensitive).

    Shown to the judge next to each pair: small judges read "Kyoto is the capital" as
    "Tokyo is the capital" unless the differing words are pointed out to them. The judge still
    decides whether the difference changes the meaning.
    """

    def words(text: str) -> list[str]:
        found = re.findall(r"\w+", unicodedata.normalize("NFKC", text))
        return [w for w in found if w.casefold() not in _STOPWORDS]

    ref, out = words(reference), words(output)
    ref_keys, out_keys = {w.casefold() for w in ref}, {w.casefold() for w in out}
    ref_only = list(dict.fromkeys(w for w in ref if w.casefold() not in out_keys))
    out_only = list(dict.fromkeys(w for w in out if w.casefold() not in ref_keys))
    return ref_only[:limit], out_only[:limit]


def _stem(word: str) -> str:
    """A light suffix strip, so "bridges" meets "bridge" and "commentating" meets
    "commentated": a plural ``s``, then one of ``ing``, ``ed``, ``e``."""
    if word.endswith("s") and not word.endswith("ss") and len(word) > 4:
        word = word[:-1]
    for suffix in ("ing", "ed", "e"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def coverage(reference: str, output: str) -> tuple[int, list[str]]:
    """How many content words of ``reference`` occur in ``output`` (case and light suffixes
    aside), and the ones that do not, in order.

    Returns:
        ``(total, missing)``: the number of distinct content words of ``reference`` and those
        ``output`` lacks. A criterion asking for a piece of information whose words are mostly
        absent from the response is rarely met; small judges say "met" regardless.
    """
    text = unicodedata.normalize("NFKC", output).casefold()
    have = {_stem(w) for w in re.findall(r"\w+", text)}
    words = re.findall(r"\w+", unicodedata.normalize("NFKC", reference))
    content = list(dict.fromkeys(w for w in words if w.casefold() not in _STOPWORDS))
    missing = [w for w in content if _stem(w.casefold()) not in have]
    return len(content), missing


# Words that turn a statement into its opposite. Small judges miss "There is no man eating"
# against "A man is eating" unless the missing negation is pointed out; the judge still decides.
_NEGATIONS = frozenset(
    ["no", "not", "never", "nobody", "none", "nothing", "nowhere", "neither", "nor", "without"]
    + ["cannot"]
)


# Function words, capitalised only when they start a sentence: never names.
_FUNCTION_WORDS = (
    "a an the this that these those there here it its he she they we i you his her their our "
    "my your in on at of for from to by with and but or if when while after before as so "
    "yes no not some all any each every one"
)
NOT_NAMES = frozenset(_FUNCTION_WORDS.split())


def is_name(word: str) -> bool:
    """A capitalised word that is not a function word (which a sentence's start capitalises)."""
    return word[:1].isupper() and word.casefold() not in NOT_NAMES


def _is_name_or_number(word: str) -> bool:
    """A name (``is_name``), or a word with a digit in it."""
    return any(ch.isdigit() for ch in word) or is_name(word)


def swapped_name(reference: str, output: str, max_words: int = 3) -> bool:
    """Whether two units say the same words around a different name or number.

    The words before and after the difference are the same (case aside) and hold at least two
    content words, and the differing stretch on each side is at most ``max_words`` words, all
    names or numbers: "Kyoto is the capital of Japan" against "Tokyo is the capital of
    Japan", "K2 is the tallest mountain" against "Mount Everest is the tallest mountain",
    "The bridge opened in 1932" against "The bridge opened in 1936". Small judges read such
    pairs as agreement (the sentences are near copies); the changed name is what the pair is
    about.
    A bare answer ("1599" against "1603") has no shared frame and is left to the judge.
    """
    a = re.findall(r"\w+", unicodedata.normalize("NFKC", reference))
    b = re.findall(r"\w+", unicodedata.normalize("NFKC", output))
    fa, fb = [w.casefold() for w in a], [w.casefold() for w in b]
    head = 0
    while head < min(len(a), len(b)) and fa[head] == fb[head]:
        head += 1
    tail = 0
    while tail < min(len(a), len(b)) - head and fa[-1 - tail] == fb[-1 - tail]:
        tail += 1
    mid_a, mid_b = a[head : len(a) - tail], b[head : len(b) - tail]
    if not mid_a or not mid_b or len(mid_a) > max_words or len(mid_b) > max_words:
        return False
    frame = fa[:head] + (fa[len(fa) - tail :] if tail else [])
    if sum(1 for w in frame if w not in _STOPWORDS) < 2:
        return False
    # The whole name differs, not a part of one: "Nelson Mandela" against "South Africa:
    # Mandela" shares the name Mandela, next to the stretch that differs.
    beside = [w for w in (a[head - 1] if head else "", a[len(a) - tail] if tail else "") if w]
    if any(_is_name_or_number(w) for w in beside):
        return False
    if numbers_agree_rounded(reference, output):
        return False  # "about 300,000" for "299,792" is the same number, rounded
    return all(map(_is_name_or_number, mid_a)) and all(map(_is_name_or_number, mid_b))


# A number as written: digits with thousands separators ("299,792"), or with a decimal part.
_NUMBER_TOKEN = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")
_ROUNDING_SLACK = 0.05


def numbers(text: str) -> list[str]:
    """The numbers ``text`` states, as written ("299,792", "3.14", "1969"), in order."""
    return _NUMBER_TOKEN.findall(unicodedata.normalize("NFKC", text))


def _value_and_step(token: str) -> tuple[float, float]:
    """A number's value and the step it is written to: 10**-d with d decimals, else the power
    of ten its trailing zeros give ("300,000": 100,000; "1969": 1)."""
    plain = token.replace(",", "")
    whole, _, decimals = plain.partition(".")
    if decimals:
        return float(plain), 10.0 ** -len(decimals)
    zeros = len(whole) - len(whole.rstrip("0")) if whole.strip("0") else 0
    return float(plain), 10.0**zeros


def _year_like(token: str) -> bool:
    return token.isdigit() and len(token) == 4 and 1000 <= int(token) <= 2999


def rounds_to(coarse: str, fine: str) -> bool:
    """Whether ``coarse`` is ``fine`` rounded: "300,000" for "299,792", "3.14" for "3.14159".

    Conservative by design: ``coarse`` must be written to a coarser step than ``fine``, either
    a whole number with at least two trailing zeros (so "20 July" is not "23 July") or a
    decimal; ``fine`` must round to it at that step and lie within 5% of it; and years (four
    digits, 1000–2999) never round ("1900" is not "1903").
    """
    if _year_like(coarse) or _year_like(fine):
        return False
    vc, step_c = _value_and_step(coarse)
    vf, step_f = _value_and_step(fine)
    if step_c <= step_f or 1 <= step_c < 100:
        return False
    close = abs(vc - vf) <= step_c / 2 + 1e-12
    return close and abs(vc - vf) <= _ROUNDING_SLACK * max(abs(vc), abs(vf))


def numbers_agree_rounded(reference: str, output: str) -> bool:
    """Whether the numbers only one side states all pair up as one the other rounded.

    "Light travels at about 299,792 km per second" and "About 300,000 kilometres per second"
    state the same speed; "It costs 5 euros" and "It costs 7 euros" do not.
    """
    ref, out = set(numbers(reference)), set(numbers(output))
    ref_only, out_only = ref - out, out - ref
    if not ref_only or not out_only:
        return False

    def paired(a: str, others: set[str]) -> bool:
        return any(rounds_to(a, b) or rounds_to(b, a) for b in others)

    return all(paired(a, out_only) for a in ref_only) and all(paired(b, ref_only) for b in out_only)


# A quoted stretch: double quotes (straight or curly) or curly single quotes, or straight
# single quotes not taken for an apostrophe ("'Ain't No Mountain High Enough'" keeps its
# inner apostrophes).
_QUOTED = re.compile(
    r'"([^"\n]{1,200})"|“([^”\n]{1,200})”|‘([^’\n]{1,200})’'
    r"|(?<!\w)'((?:[^'\n]|(?<=\w)'(?=\w)){1,200})'(?!\w)"
)
_TITLE_WORD_LETTERS = 4


def _is_title(quoted: str) -> bool:
    """Whether a quoted stretch reads as a title: every word of four letters or more starts
    with a capital ("You'll Never Find Another Love Like Mine", "Gone with the Wind"), and
    it is not a sentence of quoted speech ("It's not zero" has a lowercase "zero")."""
    words = re.findall(r"[^\W\d_][\w'’-]*", quoted)
    long = [w for w in words if len(w) >= _TITLE_WORD_LETTERS]
    return bool(long) and all(w[0].isupper() for w in long) and words[0][0].isupper()


def negation_count(text: str) -> int:
    """How many negating words ``text`` holds (``no``, ``not``, ``never``, ``…n't`` …).

    Words inside a quoted title do not count: the "Never" of the song "You'll Never Find
    Another Love Like Mine" denies nothing, and a pair stating who sang it is not a negation
    on one side. Quoted speech ("It's not zero," she said) and quoted signs ("no diving")
    still count.
    """
    text = _QUOTED.sub(lambda m: " " if _is_title(m[m.lastindex or 0]) else m[0], text)
    words = re.findall(r"[a-z']+", text.casefold())
    return sum(1 for w in words if w in _NEGATIONS or w.endswith("n't"))


__all__ = [
    "DEFAULT_MAX_UNITS",
    "NOT_NAMES",
    "answer_core",
    "answer_words",
    "contains_unit",
    "coverage",
    "is_name",
    "negation_count",
    "normalise_unit",
    "numbers",
    "numbers_agree_rounded",
    "rounds_to",
    "split_units",
    "states_answer",
    "swapped_name",
    "word_count",
    "word_difference",
]
