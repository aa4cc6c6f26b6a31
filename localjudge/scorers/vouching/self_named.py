"""Sentences that name the response itself ("this recap", "this summary", "the write-up above") and
say nothing that could be its content (see the package's docstring): whatever shape their praise
takes, a short sentence about "this recap" is the response talking about itself. The other
modules read praise by its shape; this one reads the pointer, and keeps a sentence that reports
content through it (not a claim to cover everything), hedges or denies, asks, or runs long."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import SAID, SENTENCE

__all__ = ["self_named_lines"]

# The response named by a pointer: "this recap", "this summary" (not "this summary judgment"),
# "the write-up above", "the summary here".
_NAME = r"(?:recap|summary|write-?up|rundown|response|reply|digest)"
_NOT_ITSELF = (
    r"(?![ \t]+(?:judg(?:e)?ments?|executions?|offen[cs]es?|proceedings?|dismissals?|trials?|"
    r"tables?|reports?|statistics?|pages?|box(?:es)?|sections?|of[ \t]+(?:the|an?)[ \t]+"
    r"(?:article|report|book|study|paper|film|case|trial|hearing|meeting)))"
)
_POINTER = re.compile(
    rf"\b(?:this[ \t]+{_NAME}\b{_NOT_ITSELF}|the[ \t]+{_NAME}[ \t]+(?:above|here)\b)",
    re.IGNORECASE,
)
# The response named as the subject of a verb, on its subject or not ("this summary of the
# talks"), before the verb.
_NAMED_THEN = (
    rf"\b(?:this|the)[ \t]+{_NAME}(?:[ \t]+(?:of|on|about)(?:[ \t]+[^\s.,;:!?]+){{1,4}}?)?[ \t]+"
)
# Content reported through the pointer ("This summary notes that ...", "In this recap, ...",
# "As this summary shows, ..."): the line carries what the response says, and stays.
_REPORTS = re.compile(
    rf"{_NAMED_THEN}"
    r"(?:(?:also|only|briefly|mainly|first)[ \t]+)?(?:says|states|notes|reports|explains|"
    r"describes|argues|shows|finds|concludes|outlines|highlights|summari[sz]es|presents|"
    r"discusses|examines|lists|focuses|traces|recounts|details|includes|mentions|looks|quotes|"
    r"cites|draws|relies|uses|follows|refers|covers|contains|gives|offers|provides|recaps|"
    r"reviews|introduces|answers|addresses|tells|walks|breaks|sums|begins|starts|ends|opens|"
    r"closes|is[ \t]+based|was[ \t]+based|(?:is|was)[ \t]+(?:written|generated|drawn|adapted|"
    r"taken|translated|limited|shortened|organi[sz]ed|split|divided))\b|"
    rf"\b(?:in|for|from|according[ \t]+to|as|per|under|with)[ \t]+(?:this|the)[ \t]+{_NAME}\b",
    re.IGNORECASE,
)
# A report verb whose object is everything and nothing in particular ("This recap answers every
# question I had.", "This summary covers all the key points."): the response's claim to be
# complete, not content reported through it; "This summary covers all three sailings." (a count)
# and "This recap covers every stage of the race." (a named whole) still report.
_CLAIMS_ALL = re.compile(
    rf"{_NAMED_THEN}"
    r"(?:(?:also|really|truly|even)[ \t]+)?(?:answers|covers|addresses|includes|gives|contains|"
    r"provides|offers|tells[ \t]+you|explains|mentions|lists|details|highlights|captures|hits)"
    r"[ \t]+(?:everything|anything|(?:every|each|any|all)(?:[ \t]+(?:of[ \t]+)?the)?"
    r"(?![ \t]+(?:two|three|four|five|six|seven|eight|nine|ten|twelve|\d))"
    r"(?:[ \t]+[^\W\d_][\w'’-]*){0,2}?)(?:[ \t]+(?:i|you|we|one|a[ \t]+reader|readers|anyone)"
    r"[ \t]+(?:had|have|has|(?:might|could|would)[ \t]+(?:have|ask|want)|needs?|wants?|"
    r"wanted))?[ \t]*[.!]*[\"'”’)\]*_]*$",
    re.IGNORECASE,
)
# A hedge, a denial or a limit: the response saying what it lacks is content of its own, which a
# criterion can ask for ("This summary may leave out the second half.").
_HEDGED = re.compile(
    r"\b(?:not|no|never|nothing|none|nobody|neither|nor|cannot|only|may|might|limited|incomplete|partial(?:ly)?|omit\w*|"
    r"exclud\w*|except|however|but|although|though|uncertain|unclear|approximate\w*|estimate\w*|"
    r"unverified|missing|lacks?|without|if|unless|until)\b|n['’]t\b",
    re.IGNORECASE,
)
_WORDS = re.compile(r"[^\W\d_][\w'’-]*")
# A sentence of at most this many words: the response's remarks on itself are short; a long
# sentence that mentions "this summary" on its way is content.
_MAX_WORDS = 20


def self_named_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the sentences of ``text`` that name the response itself in at most
    ``_MAX_WORDS`` words and neither report content through the pointer, nor hedge, deny, ask
    or say someone gave the verdict ("…, the mayor said.")."""
    spans = []
    for m in SENTENCE.finditer(text):
        sentence = m[0].strip()
        asks = sentence.rstrip("\"'”’)]*_ \t").endswith("?")
        if not _POINTER.search(sentence) or asks or len(_WORDS.findall(sentence)) > _MAX_WORDS:
            continue
        reports = _REPORTS.search(sentence) and not _CLAIMS_ALL.search(sentence)
        if reports or _HEDGED.search(sentence) or SAID.search(sentence):
            continue
        start = m.start() + len(m[0]) - len(m[0].lstrip())
        spans.append((start, start + len(sentence)))
    return spans
