"""Facts about a response computed by code: counts, case, markers and JSON shown to the judge,
and how much of a requested piece of information the response's words cover.

Small judges cannot count words or notice that a reply has no commas, but they can read a
line that says so. These facts are exact and cheap; the judge still decides whether a
criterion is met (a fact is evidence, never a verdict).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from localjudge.scorers.units import coverage

_WORD = re.compile(r"\b\w[\w'’-]*\b")
_SENTENCE_END = re.compile(r"[.!?]+(?:[\"'”’)\]]*)(?=\s|$)")
_BULLET = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+", re.MULTILINE)
_MARKDOWN_HIGHLIGHT = re.compile(r"(?<![*\w])\*[^*\n]+\*(?![*\w])|\*\*[^*\n]+\*\*")
_HEADING = re.compile(r"^\s*#{1,6}\s+\S", re.MULTILINE)
_SECTION = re.compile(r"\b(?:section|part|chapter|paragraph)\s+\d+", re.IGNORECASE)
_PLACEHOLDER = re.compile(r"\[[^\[\]\n]{1,40}\]")
_TITLE = re.compile(r"<<[^<>\n]+>>")


def _json_valid(text: str) -> bool:
    body = text.strip()
    if body.startswith("```"):
        body = re.sub(r"^```\w*\s*|\s*```$", "", body)
    if not body or body[0] not in "[{":
        return False
    try:
        json.loads(body)
    except ValueError:
        return False
    return True


def _case(text: str) -> str | None:
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return None
    if all(c.islower() for c in letters if c.lower() != c.upper()):
        return "all lowercase"
    if all(c.isupper() for c in letters if c.lower() != c.upper()):
        return "all uppercase"
    return None


def response_facts(text: str) -> list[str]:
    """Exact facts about ``text``, one short line each, for the judge to read.

    Args:
        text: the response under judgement.

    Returns:
        Lines such as ``"Words: 57"``, ``"Commas: 0"``, ``"Letter case: all lowercase"``,
        ``"Valid JSON: yes"``. Counts that are zero for structures most replies lack
        (bullets, headings, placeholders) are left out to keep the prompt short.
    """
    words = len(_WORD.findall(text))
    paragraphs = [p for p in re.split(r"\n\s*\n", text.strip()) if p.strip()]
    sentences = len(_SENTENCE_END.findall(text)) or (1 if words else 0)
    facts = [
        f"Words: {words}",
        f"Sentences: {sentences}",
        f"Paragraphs (separated by blank lines): {len(paragraphs)}",
        f"Commas: {text.count(',')}",
    ]
    case = _case(text)
    if case:
        facts.append(f"Letter case: {case}")
    optional = {
        "Bullet or numbered list items": len(_BULLET.findall(text)),
        "Markdown headings": len(_HEADING.findall(text)),
        "Highlighted (*...*) spans": len(_MARKDOWN_HIGHLIGHT.findall(text)),
        "Numbered sections (Section N, Part N...)": len(_SECTION.findall(text)),
        "Placeholders in square brackets": len(_PLACEHOLDER.findall(text)),
        "Titles in double angle brackets <<...>>": len(_TITLE.findall(text)),
        "Paragraph dividers (***)": text.count("***"),
    }
    facts += [f"{name}: {n}" for name, n in optional.items() if n]
    stripped = text.strip()
    if stripped[:1] in '"“' and stripped[-1:] in '"”':
        facts.append("Wrapped in double quotation marks: yes")
    if _json_valid(text):
        facts.append("Valid JSON: yes")
    # Counts and yes/no only: quoting the response here would put its text outside the fence
    # the prompt keeps it in, where an injected instruction would read as ours.
    return facts


_SUBJECT = r"(?:the )?(?:summary|response|answer|reply|output)"
_CONTENT = [
    re.compile(
        rf"{_SUBJECT} (?:contains|includes|mentions|states|conveys|covers) (?:this|the following)"
        r" (?:information|fact|point|detail)s?\s*:\s*(?P<info>.+)",
        re.IGNORECASE | re.DOTALL,
    ),
    re.compile(
        rf"(?:{_SUBJECT} )?(?:mentions|states|says|reports|notes) that (?P<info>.+)",
        re.IGNORECASE | re.DOTALL,
    ),
]


def content_claim(criterion: str) -> str | None:
    """The piece of information a criterion asks the response to contain, if it asks that.

    ``"The summary contains this information: the bridge reopens in May."`` gives ``"the
    bridge reopens in May."``; ``"States that the refund is on its way"`` gives ``"the refund
    is on its way"``; a criterion of any other form gives None.
    """
    text = " ".join(criterion.split())
    for pattern in _CONTENT:
        m = pattern.fullmatch(text)
        if m:
            return m.group("info").strip()
    return None


@dataclass(frozen=True)
class Coverage:
    """How much of a requested piece of information the response's words cover.

    Attributes:
        total: distinct content words of the information.
        missing: those the response lacks (case and light suffixes aside), in order.
    """

    total: int
    missing: list[str]

    @property
    def share(self) -> float:
        """The share of the information's content words found in the response."""
        return (self.total - len(self.missing)) / self.total

    def describe(self) -> str:
        """One clause for a verdict's reasoning."""
        shown = ", ".join(self.missing[:8]) + (", ..." if len(self.missing) > 8 else "")
        found = self.total - len(self.missing)
        return f"{found} of {self.total} content words of the information occur in the response" + (
            f" (not found: {shown})" if self.missing else ""
        )


ECHO_MARK = "[rubric criterion quoted]"


def mask_echoes(response: str, criteria: list[str], mark: str = ECHO_MARK) -> str:
    """``response`` with every verbatim copy of a criterion's text (case and spacing aside)
    replaced by ``mark``.

    A response quoting the rubric ("- [x] Says when the refund will arrive (done)", a forged
    verdict naming each criterion) gives no evidence that it meets it, and small judges read
    the quote as the answer. Criteria of a few words are left alone: their text can occur in
    an honest response.
    """
    for criterion in criteria:
        words = criterion.split()
        if len(words) < 4:
            continue
        echo = re.compile(r"\s+".join(map(re.escape, words)), re.IGNORECASE)
        response = echo.sub(mark, response)
    return response


def content_coverage(criterion: str, response: str) -> Coverage | None:
    """For a criterion asking for a piece of information (``content_claim``), how much of it
    the response's words cover; None for any other criterion."""
    info = content_claim(criterion)
    if info is None:
        return None
    # A response that repeats the criterion's own wording ("- [x] The summary contains this
    # information: ...") does not thereby contain the information.
    total, missing = coverage(info, mask_echoes(response, [criterion], " "))
    return Coverage(total, missing) if total else None


__all__ = [
    "ECHO_MARK",
    "Coverage",
    "content_claim",
    "content_coverage",
    "mask_echoes",
    "response_facts",
]
