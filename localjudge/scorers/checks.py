"""Criteria that code can verify exactly (counts, case, fixed phrases, markers, JSON).

A small judge cannot count the words of a reply or see that it has no commas, and no judge
should be asked to when a few lines of code know the answer. A criterion whose whole text
states one such format constraint — "The response contains at least 300 words.", "The
response does not contain any commas.", "The entire response is valid JSON." — is decided here,
with the measured evidence as its reasoning; any other criterion goes to the judge.

Recognition is deliberately strict: the criterion must match one of the phrasings below from
start to end (letter case, spacing and a final full stop aside), so "contains at least 300
well-chosen words about tides" is the judge's, not ours. The counting rules follow the
conventions of verifiable-instruction benchmarks (IFEval): words are runs of letters, digits
and underscores; a keyword counts wherever it occurs, a forbidden word only as a whole word; a
bullet is a line starting with ``*`` or ``-``; a highlight is a non-empty ``*span*`` or
``**span**`` on one line.
"""

from __future__ import annotations

import json
import operator
import re
from collections.abc import Callable
from dataclasses import dataclass

_WORDS = re.compile(r"\w+")
_QUOTED = re.compile(r"'([^']+)'|\"([^\"]+)\"")
_BULLETS = re.compile(r"^\s*(?:\*[^*]|-).*$", re.MULTILINE)
_HIGHLIGHT = re.compile(r"\*[^\n*]*\*")
_DOUBLE_HIGHLIGHT = re.compile(r"\*\*[^\n*]*\*\*")
_TITLE = re.compile(r"<<([^\n]+)>>")
_PLACEHOLDER = re.compile(r"\[.*?\]")
# Full stops that do not end a sentence: titles before a name, decimals, dotted runs.
_NOT_A_STOP = re.compile(r"\b(?:Mr|Mrs|Ms|Dr|St|Prof)\.|\d\.\d|\.{2,}")
_ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
}


@dataclass(frozen=True)
class Check:
    """A criterion decided by code.

    Attributes:
        satisfied: whether the response meets the criterion.
        evidence: what was measured, as one sentence for the verdict's reasoning.
        kind: which constraint was recognised (``words``, ``no_commas``...).
    """

    satisfied: bool
    evidence: str
    kind: str


# ---------------------------------------------------------------- counting


def count_words(text: str) -> int:
    """Words as runs of letters, digits and underscores (``don't`` is two)."""
    return len(_WORDS.findall(text))


def count_sentences(text: str) -> int:
    """Sentences: text up to each ``.``, ``!`` or ``?``, and any unpunctuated tail.

    Titles before a name (``Dr.``), decimals and ellipses do not end a sentence.
    """
    body = _NOT_A_STOP.sub(lambda m: m.group(0).replace(".", "\0"), text.replace("\n", " "))
    parts = [p.strip() for p in re.split(r"(?<=[.!?])", body)]
    return sum(1 for p in parts if p.strip(".!? \0"))


# How a criterion compares a count with its number; the recognisers accept exactly these words.
_RELATIONS: dict[str, Callable[[int, int], bool]] = {
    "at least": operator.ge,
    "a minimum of": operator.ge,
    "more than": operator.gt,
    "fewer than": operator.lt,
    "less than": operator.lt,
    "at most": operator.le,
    "no more than": operator.le,
    "exactly": operator.eq,
}
_REL = "|".join(_RELATIONS)


def _relation(word: str) -> Callable[[int, int], bool]:
    return _RELATIONS[" ".join(word.lower().split())]


def _quoted(text: str) -> list[str]:
    return [a or b for a, b in _QUOTED.findall(text)]


def _plural(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


# ---------------------------------------------------------------- the checks


def _count(noun: str, counter: Callable[[str], int]) -> Callable[[re.Match[str], str], Check]:
    def check(m: re.Match[str], text: str) -> Check:
        rel, k = m.group("rel"), int(m.group("n"))
        n = counter(text)
        ok = _relation(rel)(n, k)
        return Check(ok, f"the response has {_plural(n, noun)} (asked: {rel} {k}).", noun + "s")

    return check


def _no_commas(m: re.Match[str], text: str) -> Check:
    n = text.count(",")
    return Check(n == 0, f"the response has {_plural(n, 'comma')}.", "no_commas")


def _highlights(m: re.Match[str], text: str) -> Check:
    k = int(m.group("n"))
    single = [h for h in _HIGHLIGHT.findall(text) if h.strip("*").strip()]
    double = [h for h in _DOUBLE_HIGHLIGHT.findall(text) if h[2:-2].strip()]
    n = len(single) + len(double)
    said = f"the response has {_plural(n, 'highlighted span')} (asked: at least {k})."
    return Check(n >= k, said, "highlights")


def _title(m: re.Match[str], text: str) -> Check:
    ok = any(t.lstrip("<").rstrip(">").strip() for t in _TITLE.findall(text))
    found = "a" if ok else "no"
    return Check(ok, f"the response has {found} <<title>>.", "title")


def _bullets(m: re.Match[str], text: str) -> Check:
    rel, k = m.group("rel") or "exactly", int(m.group("n"))
    n = len(_BULLETS.findall(text))
    ok = _relation(rel)(n, k)
    return Check(ok, f"the response has {_plural(n, 'bullet line')} (asked: {rel} {k}).", "bullets")


def _placeholders(m: re.Match[str], text: str) -> Check:
    k = int(m.group("n"))
    n = len(_PLACEHOLDER.findall(text))
    return Check(
        n >= k, f"the response has {_plural(n, 'placeholder')} in square brackets.", "placeholders"
    )


def _keyword_count(m: re.Match[str], text: str) -> Check:
    word, rel, k = m.group("q1") or m.group("q2"), m.group("rel"), int(m.group("n"))
    n = len(re.findall(re.escape(word), text, flags=re.IGNORECASE))
    ok = _relation(rel)(n, k)
    return Check(ok, f"'{word}' occurs {_plural(n, 'time')} (asked: {rel} {k}).", "keyword_count")


def _keywords_present(m: re.Match[str], text: str) -> Check:
    words = _quoted(m.group("list"))
    missing = [w for w in words if not re.search(re.escape(w), text, flags=re.IGNORECASE)]
    if missing:
        return Check(False, f"missing: {', '.join(repr(w) for w in missing)}.", "keywords")
    return Check(True, f"all of {', '.join(repr(w) for w in words)} occur.", "keywords")


def _keywords_absent(m: re.Match[str], text: str) -> Check:
    words = _quoted(m.group("list"))
    found = [w for w in words if re.search(rf"\b{re.escape(w)}\b", text, flags=re.IGNORECASE)]
    if found:
        return Check(False, f"found: {', '.join(repr(w) for w in found)}.", "forbidden_words")
    return Check(True, f"none of {', '.join(repr(w) for w in words)} occurs.", "forbidden_words")


def _letter_count(m: re.Match[str], text: str) -> Check:
    letter, rel, k = (m.group("q1") or m.group("q2")).lower(), m.group("rel"), int(m.group("n"))
    n = text.lower().count(letter)
    ok = _relation(rel)(n, k)
    return Check(ok, f"'{letter}' occurs {_plural(n, 'time')} (asked: {rel} {k}).", "letter_count")


def _capital_words(m: re.Match[str], text: str) -> Check:
    rel, k = m.group("rel"), int(m.group("n"))
    n = sum(1 for w in _WORDS.findall(text) if w.isupper())
    ok = _relation(rel)(n, k)
    return Check(
        ok,
        f"the response has {_plural(n, 'all-capital word')} (asked: {rel} {k}).",
        "capital_words",
    )


def _lowercase(m: re.Match[str], text: str) -> Check:
    ok = text.islower()
    return Check(ok, f"the response {'has no' if ok else 'has'} capital letters.", "lowercase")


def _uppercase(m: re.Match[str], text: str) -> Check:
    ok = text.isupper()
    return Check(ok, f"the response {'has no' if ok else 'has'} lowercase letters.", "uppercase")


def _quotation(m: re.Match[str], text: str) -> Check:
    body = text.strip()
    ok = len(body) > 1 and body[0] == '"' and body[-1] == '"'
    said = "starts and ends" if ok else "does not start and end"
    return Check(ok, f"the response {said} with a double quote.", "quotation")


def _ends_with(m: re.Match[str], text: str) -> Check:
    phrase = m.group("q1") or m.group("q2")
    ok = text.strip().strip('"').lower().endswith(phrase.strip().lower())
    last = " ".join(text.split()[-8:])
    return Check(ok, f"the response ends with: {last!r}.", "end_phrase")


def _postscript(m: re.Match[str], text: str) -> Check:
    marker = m.group("q1") or m.group("q2")
    letters = [c for c in marker.lower() if c.isalpha()]
    # Spaces may follow each dot of the marker (``P. S.``); a final dot is needed only when
    # the marker has one.
    pattern = r"\.\s?".join(map(re.escape, letters)) + (r"\." if marker.endswith(".") else "")
    ok = bool(re.search(pattern, text.lower()))
    return Check(ok, f"the response {'has' if ok else 'has no'} {marker!r} marker.", "postscript")


def _repeats(m: re.Match[str], text: str) -> Check:
    request = m.group("request")
    ok = text.strip().lower().startswith(request.strip().lower())
    return Check(
        ok, f"the response {'begins' if ok else 'does not begin'} with the request.", "repeat"
    )


def _two_responses(m: re.Match[str], text: str) -> Check:
    parts = text.split("******")
    kept = []
    for i, part in enumerate(parts):
        if part.strip():
            kept.append(part.strip())
        elif 0 < i < len(parts) - 1:
            return Check(False, "an empty response sits between two ****** dividers.", "two")
    ok = len(kept) == 2 and kept[0] != kept[1]
    return Check(
        ok, f"the ****** dividers leave {_plural(len(kept), 'non-empty response')}.", "two"
    )


def _divided_paragraphs(m: re.Match[str], text: str) -> Check:
    k = int(m.group("n"))
    parts = re.split(r"\s?\*\*\*\s?", text)
    n = len(parts)
    for i, part in enumerate(parts):
        if not part.strip():
            if 0 < i < len(parts) - 1:
                return Check(False, "an empty paragraph sits between two *** dividers.", "paras")
            n -= 1
    return Check(
        n == k, f"the *** dividers give {_plural(n, 'paragraph')} (asked: exactly {k}).", "paras"
    )


def _nth_paragraph(m: re.Match[str], text: str) -> Check:
    k, word = int(m.group("n")), (m.group("q1") or m.group("q2")).lower()
    nth = _ORDINALS[m.group("nth").lower()]
    parts = text.split("\n\n")
    n = sum(1 for p in parts if p.strip())
    first = ""
    if nth <= n and parts[nth - 1].strip():
        token = parts[nth - 1].split()[0].strip().lstrip("'\"")
        first = re.split(r"[.,?!'\"]", token, maxsplit=1)[0].lower()
    ok = n == k and first == word
    said = f"{_plural(n, 'paragraph')}; paragraph {nth} begins with {first or 'nothing'!r}"
    return Check(ok, f"the response has {said}.", "nth_paragraph")


def _sections(m: re.Match[str], text: str) -> Check:
    k, marker = int(m.group("n")), m.group("q1") or m.group("q2")
    word = re.sub(r"\s*\b[XN]\b\s*$", "", marker).strip() or marker
    n = len(re.split(rf"\s?{re.escape(word)}\s?\d+\s?", text)) - 1
    said = f"the response has {_plural(n, f'{word} N marker')} (asked: at least {k})."
    return Check(n >= k, said, "sections")


def _one_of(m: re.Match[str], text: str) -> Check:
    phrases = _quoted(m.group("list"))
    hit = next((p for p in phrases if p in text.strip()), None)
    evidence = f"the response contains {hit!r}." if hit else "the response contains none of them."
    return Check(hit is not None, evidence, "one_of")


def _json(m: re.Match[str], text: str) -> Check:
    body = text.strip()
    for fence in ("```json", "```Json", "```JSON", "```"):
        if body.startswith(fence):
            body = body[len(fence) :]
            break
    body = body.removesuffix("```").strip()
    try:
        json.loads(body)
    except json.JSONDecodeError as exc:
        return Check(False, f"the response is not valid JSON ({exc.msg}).", "json")
    return Check(True, "the response parses as JSON.", "json")


# ---------------------------------------------------------------- recognition

_Q = r"(?:'(?P<q1>[^']+)'|\"(?P<q2>[^\"]+)\")"
_ONE = r"(?:'[^']+'|\"[^\"]+\")"
_LIST = rf"(?P<list>{_ONE}(?:\s*(?:,|and|or|,\s*and|,\s*or)\s*{_ONE})*)"
_N = r"(?P<n>\d+)"
_RESP = r"(?:the )?(?:response|answer|reply|output)"
_CI = r"(?:\s*\(case[- ]insensitive\))?"

_RULES: list[tuple[str, Callable[[re.Match[str], str], Check]]] = [
    (rf"{_RESP} (?:contains|has) (?P<rel>{_REL}) {_N} words?", _count("word", count_words)),
    (
        rf"{_RESP} (?:contains|has) (?P<rel>{_REL}) {_N} sentences?",
        _count("sentence", count_sentences),
    ),
    (rf"{_RESP} (?:does not|doesn't) (?:contain|use) any commas", _no_commas),
    (rf"{_RESP} (?:contains|uses) no commas", _no_commas),
    (
        rf"{_RESP} highlights at least {_N} sections? with markdown(?: emphasis)?"
        r"(?:, e\.g\. \*highlighted section\*)?",
        _highlights,
    ),
    (
        rf"{_RESP} contains a title wrapped in double angular brackets(?:, such as <<title>>)?",
        _title,
    ),
    (
        rf"{_RESP} contains (?P<rel>exactly|at least|at most) {_N} (?:markdown )?bullet points?"
        r"(?: \(lines starting with \* or -\))?",
        _bullets,
    ),
    (
        rf"{_RESP} contains at least {_N} placeholders? in square brackets(?:, such as \[\w+\])?",
        _placeholders,
    ),
    (
        rf"the word {_Q} appears (?P<rel>{_REL}) {_N} times? in {_RESP}{_CI}",
        _keyword_count,
    ),
    (rf"{_RESP} includes the keywords? {_LIST}{_CI}", _keywords_present),
    (rf"{_RESP} (?:does not|doesn't) contain the words? {_LIST}{_CI}", _keywords_absent),
    (
        rf"the letter {_Q} appears (?P<rel>{_REL}) {_N} times? in {_RESP}"
        r"(?:\s*\(upper- and lower-case both count\))?",
        _letter_count,
    ),
    (
        rf"words written entirely in capital letters appear (?P<rel>{_REL}) {_N} times? "
        rf"in {_RESP}",
        _capital_words,
    ),
    (
        r"the entire response is in (?:english and in )?lowercase letters only"
        r"(?: \(no capital letters\))?",
        _lowercase,
    ),
    (
        r"the entire response is in (?:english and in )?capital letters only"
        r"(?: \(no lowercase letters\))?",
        _uppercase,
    ),
    (r"the entire response is wrapped in double quotation marks", _quotation),
    (rf"{_RESP} ends with the exact phrase {_Q}(?:, with nothing after it)?", _ends_with),
    (rf"{_RESP} includes a postscript starting with {_Q}", _postscript),
    (
        rf"{_RESP} begins by repeating the following request word for word"
        r"(?: \(letter case aside\))?(?:, before anything else)?: \"(?P<request>.+)\"",
        _repeats,
    ),
    (
        rf"{_RESP} gives exactly two different responses, separated by six asterisks"
        r"(?: \(\*\*\*\*\*\*\))?",
        _two_responses,
    ),
    (
        rf"{_RESP} consists of exactly {_N} paragraphs?, separated from each other by the "
        r"markdown divider \*\*\*",
        _divided_paragraphs,
    ),
    (
        rf"{_RESP} consists of exactly {_N} paragraphs? separated by blank lines, and the "
        rf"(?P<nth>{'|'.join(_ORDINALS)}) paragraph begins with the word {_Q}",
        _nth_paragraph,
    ),
    (
        rf"{_RESP} contains at least {_N} sections, each beginning with the marker {_Q}"
        r"(?: \(e\.g\. (?:'[^']+'|\"[^\"]+\")\))?",
        _sections,
    ),
    (rf"{_RESP} contains one of these exact phrases: {_LIST}", _one_of),
    (
        r"the entire response is valid json"
        r"(?: \(wrapping it in a markdown ``` code block is allowed\))?",
        _json,
    ),
]
_COMPILED = [(re.compile(p, re.IGNORECASE | re.DOTALL), f) for p, f in _RULES]


def _normalise(criterion: str) -> str:
    text = " ".join(criterion.split())
    return text[:-1] if text.endswith(".") and not text.endswith('."') else text


def check_criterion(criterion: str, response: str) -> Check | None:
    """Decide ``criterion`` on ``response`` by code, when it states a checkable constraint.

    Args:
        criterion: the criterion's text.
        response: the response under judgement, as the judge would see it.

    Returns:
        The verdict with its evidence, or None when the criterion is not one this module
        recognises (the judge decides it).
    """
    text = _normalise(criterion)
    for pattern, rule in _COMPILED:
        m = pattern.fullmatch(text)
        if m:
            return rule(m, response)
    return None


__all__ = ["Check", "check_criterion", "count_sentences", "count_words"]
