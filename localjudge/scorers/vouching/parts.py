"""The regular-expression parts that the vouching patterns share (a list of bare words, the
response's own names, words of quality, the end of a line) and the two guards that tell a verdict
on the response's own subject from a line of content."""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = [
    "ABOUT_LIST",
    "AFTER_IT",
    "AFTER_NAMED",
    "END",
    "ERROR",
    "FAITHFUL",
    "FINE",
    "FULLY",
    "GOOD",
    "IN_HERE",
    "ITEM",
    "IT_AFTER",
    "KEPT",
    "LIST",
    "NAMED_RECAP",
    "ON_LIST",
    "OWN_NAME",
    "OWN_NAMED",
    "OWN_SUBJECT",
    "OWN_TEXT",
    "OWN_THIS",
    "QUALITY",
    "SAID",
    "SENTENCE",
    "SOURCE",
    "SOURCE_NAME",
    "SUBJECT_THEN",
    "THROUGHOUT",
    "WRITER_OF",
    "guarded_lines",
    "names_own_subject",
    "own_subject_lines",
    "own_verdict",
    "subject_closing",
]

# A bare word of a list: a letter first, not a word that makes a clause of the list ("were",
# "has", "not": "tariffs and exports kept" is a list marked kept; "the figures were confirmed"
# is a sentence), and not the "and" or "or" that joins its items.
_CLAUSE_WORD = r"(?:is|are|was|were|be|been|being|has|have|had|not|never|no|could|would|and|or)\b"
# Nor a word that closes a line after its subject and never names one ("If you read one thing
# about the tariffs today, …", "… this week, …", "… the tariffs quite like this.", "… look the
# tariffs up again", "… read this recap of the tariffs out in court", "… and stick it on the
# fridge", "Your cheat sheet for the tariffs, ready to use.", "Quizzed on the tariffs tomorrow?").
_CLOSING_WORD = (
    r"(?:now|today|tomorrow|tonight|this|again|ever|anywhere|quite|but|ready|up|out|it)\b"
)
_BARE = rf"(?:(?!{_CLAUSE_WORD}|{_CLOSING_WORD})[^\W\d_][\w'’-]*)"
# A bare word, or a phrase of up to three.
ITEM = rf"{_BARE}(?:[ \t]+{_BARE}){{0,2}}"
_JOIN = r"(?:[ \t]*,[ \t]*(?:and[ \t]+|or[ \t]+|&[ \t]+)?|[ \t]+(?:and|or|&)[ \t]+)"
# Up to five bare words or phrases, joined by commas, "and" or "or"; the groups ``first`` and
# ``more`` tell a list of one from a list of many (a pattern holds one list at most).
LIST = rf"(?P<first>{ITEM})(?P<more>(?:{_JOIN}{ITEM}){{0,4}})"

# The opening of a line that names the response's subject as a bare list, then a comma, a colon
# or a dash before its verdict ("The tariffs, warts and all.", "Tariffs and exports: chapter and
# verse.").
SUBJECT_THEN = rf"^[ \t]*[*_]{{0,2}}{LIST}[ \t]*[,:—–-][ \t]*"


# Kept, covered or checked, with a word of completeness or none.
FULLY = r"(?:fully|all|both|completely|entirely|properly|duly)"
KEPT = (
    r"(?:(?:double|triple|fact|cross)-?)?(?:covered|kept|included|retained|preserved|intact|"
    r"confirmed|verified|checked)|accounted[ \t]+for"
)
# A label of quality, and a mark of it.
QUALITY = (
    r"(?:accuracy|accurate|correctness|fidelity|faithfulness|completeness|coverage|"
    r"fact[- ]?check(?:ed)?|verification|verified|checked)"
)
GOOD = r"(?:correct|accurate|right|complete|covered|verified|confirmed|faithful|spot[ \t]+on)"
# A word of quality a piece of writing is praised with ("were this good", "as clear as it gets").
FINE = (
    r"(?:good|clear|thorough|complete|accurate|useful|helpful|readable|sharp|crisp|concise|"
    r"careful|faithful|precise|solid|reliable|balanced|fair|informative|excellent|great|exact|"
    r"clean|tight|straight|spot[- ]on|well[- ]?(?:written|done|made|put))"
)
# A word for a mistake, and a name for the source a response is checked against or read beside.
ERROR = r"(?:errors?|mistakes?|inaccurac(?:y|ies)|misquotes?|misstatements?|flaws?|slips?)"
SOURCE_NAME = (
    r"(?:original|source|article|report|story|text|record|transcript|notice|statement|release|"
    r"document|piece)"
)
# The source by name, whole or original ("the whole article", "the original report").
SOURCE = rf"(?:(?:whole|full|original)[ \t]+)?{SOURCE_NAME}"
# A word that says the subject is rendered faithfully, anywhere in what follows a note.
FAITHFUL = re.compile(
    r"\b(?:faithful(?:ly)?|accurate(?:ly)?|correct(?:ly)?|right|complete|covered|intact|"
    r"verified|confirmed|as[ \t]+reported)\b",
    re.IGNORECASE,
)

# The response's own names; "the coverage of", "this summary on" before a list; a list of bare
# words, or the response, as what a line is about; "here", "above", "in this summary".
OWN_NAME = r"(?:summary|response|answer|recap|reply|text|version|account)"
# The response by name after "this" or "the" ("this recap", "the write-up"), and on its subject
# or the whole ("this recap of the tariffs", "the summary").
OWN_NAMED = rf"(?:this|the)[ \t]+(?:{OWN_NAME}|write-?up|rundown)"
NAMED_RECAP = rf"{OWN_NAMED}(?:[ \t]+(?:of|on|about)[ \t]+{LIST})?"
# Whoever wrote the response, named ("whoever wrote this recap of the tariffs", "the person who
# put together the summary", "the author of this recap").
WRITER_OF = (
    r"(?:(?:whoever|the[ \t]+(?:person|one|writer|author)[ \t]+who)[ \t]+(?:wrote|put[ \t]+"
    rf"together)|the[ \t]+(?:writer|author)[ \t]+of)[ \t]+{NAMED_RECAP}"
)
OWN_TEXT = (
    rf"(?:(?:the|this)[ \t]+(?:{OWN_NAME}|coverage|reporting)(?:[ \t]+(?:of|on|about))?[ \t]+)"
)
ABOUT_LIST = (
    rf"(?:[ \t]+(?:in|about|on|regarding|concerning)[ \t]+(?:{OWN_TEXT}?{LIST}|(?:the|this)"
    rf"[ \t]+{OWN_NAME}))"
)
IN_HERE = rf"(?:[ \t]+(?:here|above|in[ \t]+(?:the|this)[ \t]+{OWN_NAME}))"
# "On the subject": a list of bare words, or the response named before it, after "on", "about",
# "regarding" or "concerning" (not "in": "in the accounts" is content).
ON_LIST = rf"(?:[ \t]+(?:on|about|regarding|concerning)[ \t]+{OWN_TEXT}?{LIST})"
# The response as the subject of a sentence: "this summary", "the write-up", "this", "it"; and
# without "it". Its name comes first, so a list after it never takes the name ("After this recap,
# the tariffs …").
OWN_SUBJECT = rf"(?:{OWN_NAMED}|this|it)"
OWN_THIS = rf"(?:{OWN_NAMED}|this)"
# After the response, before a line or at its end ("After reading this, …", "… after this recap").
AFTER_IT = rf"(?:after[ \t]+(?:reading[ \t]+)?{OWN_SUBJECT}[ \t]*,?[ \t]+)"
IT_AFTER = rf"(?:[ \t]+after[ \t]+(?:reading[ \t]+)?{OWN_SUBJECT})"
# After, with or thanks to the response by name ("after this recap", "with the summary above").
AFTER_NAMED = rf"(?:after|with|thanks[ \t]+to)[ \t]+{OWN_NAMED}{IN_HERE}?"
# From start to finish, or throughout: the whole of the response.
THROUGHOUT = (
    r"(?:[ \t]*[,;—–-]?[ \t]*(?:from[ \t]+)?(?:start[ \t]+to[ \t]+finish|beginning[ \t]+to[ \t]+"
    r"end|first[ \t]+(?:word|line)[ \t]+to[ \t]+last|end[ \t]+to[ \t]+end|cover[ \t]+to[ \t]+"
    r"cover)|[ \t]+throughout)"
)

# A sentence of a line: up to its closing stop and any quote, bracket or emphasis after it. A stop
# inside a word or a number ("3.5", "U.S") does not end it.
SENTENCE = re.compile(r"(?:[^\n.!?]|[.!?](?=[^\s\"'”’)\]*_.!?]))*(?:[.!?]+[\"'”’)\]*_]*|(?=\n)|$)")

# The end of a line: a full stop or an exclamation mark at most, and the close of emphasis.
END = r"[ \t]*[.!]?[*_]{0,2}[ \t]*$"


def subject_closing(verdict: str) -> re.Pattern[str]:
    """A line that names the response's subject as a bare list (``SUBJECT_THEN``), then ``verdict``
    and nothing after it but a stop (``END``): "The tariffs, in spades."."""
    return re.compile(rf"{SUBJECT_THEN}{verdict}{END}", re.IGNORECASE | re.MULTILINE)


# A clause after a comma that says someone gave the verdict (", the mayor said"); a word of the
# list such as "claimed" without its comma is not one, nor is "told" after "be" (", as they should
# be told") or straight after the comma (", told better than the papers did": no one who told),
# or "added" after "nothing" (", nothing added").
SAID = re.compile(
    r",[^,\n]*\b(?:said|says|(?<!\bbe[ \t])(?<!,[ \t])told|(?<!\bnothing[ \t])added|insisted|"
    r"claimed|wrote)\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_JOINING = frozenset({"the", "a", "an", "of", "its", "their", "and", "or"})


def own_verdict(line: re.Match[str]) -> bool:
    """Whether a line of praise or of nothing wrong is the response's own, not a verdict someone
    gave ("…, the mayor said.")."""
    return SAID.search(line[0]) is None


def names_own_subject(line: re.Match[str], text: str) -> bool:
    """Whether every word of the list a line names occurs in the rest of ``text`` (a line with no
    list names the whole response): a verdict on the response's own subject, not a list of
    things of its own ("In the bag: a wallet, keys and a phone.")."""
    if line["first"] is None:
        return True
    rest = {w.lower() for w in _WORD.findall(text[: line.start()] + " " + text[line.end() :])}
    listed = _WORD.findall(line["first"] + " " + (line["more"] or ""))
    return all(w.lower() in rest for w in listed if w.lower() not in _JOINING)


def own_subject_lines(text: str, patterns: Iterable[re.Pattern[str]]) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that ``patterns`` match, pattern by pattern, kept where
    the line is the response's own verdict (``own_verdict``) on its own subject
    (``names_own_subject``)."""
    return [
        (m.start(), m.end())
        for pattern in patterns
        for m in pattern.finditer(text)
        if own_verdict(m) and names_own_subject(m, text)
    ]


def _unless_spoken_of(
    text: str, lines: Iterable[tuple[int, int]], words: re.Pattern[str]
) -> list[tuple[int, int]]:
    """The spans of ``lines`` in ``text`` where the rest of ``text`` never speaks of what
    ``words`` names: a line such as "Weekends: no homework required." is the response's own
    content in a response that speaks of homework elsewhere."""
    return [
        (start, end)
        for start, end in lines
        if words.search(text[:start] + " " + text[end:]) is None
    ]


def guarded_lines(
    text: str, guarded: Iterable[tuple[re.Pattern[str], re.Pattern[str]]]
) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that each pattern of ``guarded`` reads
    (``own_subject_lines``), kept where the rest of ``text`` never speaks of what the words beside
    the pattern name (``_unless_spoken_of``), pattern by pattern."""
    return [
        span
        for pattern, words in guarded
        for span in _unless_spoken_of(text, own_subject_lines(text, (pattern,)), words)
    ]
