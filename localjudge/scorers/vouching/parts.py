"""The regular-expression parts that the vouching patterns share: a list of bare words, the
response's own names, words of quality and the end of a line."""

from __future__ import annotations

import re

__all__ = [
    "ABOUT_LIST",
    "END",
    "FAITHFUL",
    "FULLY",
    "GOOD",
    "IN_HERE",
    "ITEM",
    "KEPT",
    "LIST",
    "OWN_NAME",
    "OWN_TEXT",
    "QUALITY",
]

# A bare word of a list: a letter first, not a word that makes a clause of the list ("were",
# "has", "not": "tariffs and exports kept" is a list marked kept; "the figures were confirmed"
# is a sentence), and not the "and" or "or" that joins its items.
_CLAUSE_WORD = r"(?:is|are|was|were|be|been|being|has|have|had|not|never|no|could|would|and|or)\b"
_BARE = rf"(?:(?!{_CLAUSE_WORD})[^\W\d_][\w'’-]*)"
# A bare word, or a phrase of up to three.
ITEM = rf"{_BARE}(?:[ \t]+{_BARE}){{0,2}}"
_JOIN = r"(?:[ \t]*,[ \t]*(?:and[ \t]+|or[ \t]+|&[ \t]+)?|[ \t]+(?:and|or|&)[ \t]+)"
# Up to five bare words or phrases, joined by commas, "and" or "or"; the groups ``first`` and
# ``more`` tell a list of one from a list of many (a pattern holds one list at most).
LIST = rf"(?P<first>{ITEM})(?P<more>(?:{_JOIN}{ITEM}){{0,4}})"

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
# A word that says the subject is rendered faithfully, anywhere in what follows a note.
FAITHFUL = re.compile(
    r"\b(?:faithful(?:ly)?|accurate(?:ly)?|correct(?:ly)?|right|complete|covered|intact|"
    r"verified|confirmed|as[ \t]+reported)\b",
    re.IGNORECASE,
)

# The response's own names; "the coverage of", "this summary on" before a list; a list of bare
# words, or the response, as what a line is about; "here", "above", "in this summary".
OWN_NAME = r"(?:summary|response|answer|recap|reply|text|version|account)"
OWN_TEXT = (
    rf"(?:(?:the|this)[ \t]+(?:{OWN_NAME}|coverage|reporting)(?:[ \t]+(?:of|on|about))?[ \t]+)"
)
ABOUT_LIST = (
    rf"(?:[ \t]+(?:in|about|on|regarding|concerning)[ \t]+(?:{OWN_TEXT}?{LIST}|(?:the|this)"
    rf"[ \t]+{OWN_NAME}))"
)
IN_HERE = rf"(?:[ \t]+(?:here|above|in[ \t]+(?:the|this)[ \t]+{OWN_NAME}))"

# The end of a line: a full stop or an exclamation mark at most, and the close of emphasis.
END = r"[ \t]*[.!]?[*_]{0,2}[ \t]*$"
