"""Lines that give the response a pass or a mark in a stock phrase (see the package's docstring for
the forms): it passes muster or the sniff test, ticks every box or hits every note, is an easy pass,
grade-A work, full credit, a clean sweep, a gold star or ten out of ten, a masterclass, a model
answer, thumbs up or hats off. Other stock phrases of approval are ``idioms``'s."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import (
    ABOUT_LIST,
    END,
    IN_HERE,
    LIST,
    NAMED_RECAP,
    ON_LIST,
    OWN_NAME,
    OWN_SUBJECT,
    OWN_TEXT,
    own_subject_lines,
    own_verdict,
)

__all__ = ["mark_lines"]

# A line that the response passes a test of its quality, on its subject or the whole ("This
# passes muster on the tariffs.", "It stands up to any scrutiny.", "This recap of the tariffs
# passes the sniff test."); "The bill passes muster with the senate." and "It passed
# inspection." stay, and so does "This account of the final passes the smell test." (a final the
# rest of the response never names).
_TEST = (
    r"(?:muster|the[ \t]+bar|(?:every|each|any|all)[ \t]+(?:fact-?)?(?:checks?|tests?)|"
    r"(?:(?:any|every|all|close)[ \t]+)?scrutiny|the[ \t]+(?:sniff|smell|acid|litmus)[ \t]+test)"
)
_PASS = (
    r"(?:(?:easily|fully|comfortably|clearly)[ \t]+)?(?:pass(?:es|ed)?|meets|clears|survives|"
    r"stands[ \t]+up[ \t]+to|holds[ \t]+up[ \t]+(?:to|under)|withstands)[ \t]+"
    rf"{_TEST}(?:[ \t]+with[ \t]+flying[ \t]+colou?rs)?"
)
_PASSES = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:this|it|the[ \t]+above|everything[ \t]+(?:here|above)|"
    rf"(?:this|the)[ \t]+{OWN_NAME})[ \t]+)?{_PASS}{ABOUT_LIST}?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
_NAMED_PASSES = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{NAMED_RECAP}[ \t]+{_PASS}{END}", re.IGNORECASE | re.MULTILINE
)

# A line that the response ticks every box, or hits every note, on its subject or the whole
# ("Ticks every box on the tariffs.", "All boxes checked.", "Hits every note on the tariffs.");
# "The new ferry ticks every box for commuters." and "The choir hit every note." stay.
_EVERY_BOX = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:{OWN_SUBJECT}[ \t]+)?(?:ticks|checks|hits)[ \t]+(?:every|each|"
    rf"all(?:[ \t]+the)?)[ \t]+box(?:es)?|(?:{OWN_SUBJECT}[ \t]+)?(?:hits|strikes)[ \t]+"
    r"(?:every|each|all[ \t]+the(?:[ \t]+right)?|the[ \t]+right)[ \t]+notes?|(?:every|each)"
    r"[ \t]+box[ \t]+(?:is[ \t]+)?(?:ticked|checked)|all[ \t]+(?:the[ \t]+)?boxes[ \t]+"
    r"(?:are[ \t]+)?(?:ticked|checked))"
    rf"(?:{ABOUT_LIST})?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# An easy pass for the response, on its subject or the whole ("An easy pass on the tariffs.",
# "A clear pass on every criterion."); "Rooney missed an easy pass." stays.
_EASY_PASS = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:a|an)[ \t]+)?(?:easy|clear|comfortable|straightforward|automatic)"
    r"[ \t]+pass(?:[ \t]+(?:on|for|across)[ \t]+(?:every|each|all)(?:[ \t]+the)?[ \t]+"
    rf"(?:criteri(?:on|a)|counts?|points?|fronts?)|{ABOUT_LIST})?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# Work of the highest grade, on the response's subject or the whole ("Grade-A work on the
# tariffs and the exports.", "First-class summary.", "Sterling work on the tariffs."); "Excellent
# work on the pier, the mayor said." stays, praise someone gave (``SAID``).
_GRADE_A = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:a|an|some)[ \t]+)?(?:grade[- ]a|a[- ]grade|a\+|top[- ](?:grade|tier|"
    r"class|drawer)|first[- ](?:class|rate)|high[- ]quality|stellar|excellent|outstanding|superb|"
    r"exemplary|sterling|top[- ]?notch|brilliant|great|splendid)[ \t]+(?:work|job|effort|stuff|"
    r"summary|recap|answer|response|reply|coverage|"
    r"write-?up)(?:[ \t]+(?:on|about|of|regarding|concerning|in)[ \t]+"
    rf"{OWN_TEXT}?{LIST})?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# Full credit for the response, on its subject or the whole ("Full credit on the tariffs.", "This
# summary deserves full marks."); "Full credit for the rescue goes to the crew." and "Full
# points for Chelsea." stay.
_FULL_CREDIT = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_SUBJECT}[ \t]+(?:deserves|earns|gets|merits)[ \t]+)?"
    r"(?:full|maximum|complete)[ \t]+(?:credit|marks)(?:[ \t]+(?:on|about|regarding)[ \t]+"
    rf"{OWN_TEXT}?{LIST})?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A clean sweep or a gold star for the response, on its subject or the whole ("A clean sweep on
# the tariffs and the exports.", "Gold star for the tariffs.", "This summary earns a gold
# star."); "A clean sweep for Labour in the north.", "Chelsea made a clean sweep of the awards."
# and "Gold Star families gathered at Arlington." stay.
_EARNS = rf"(?:{OWN_SUBJECT}[ \t]+(?:earns|gets|deserves|wins|merits|is)[ \t]+)"
_CLEAN_SWEEP = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_EARNS}?(?:(?:a|an)[ \t]+)?clean[ \t]+sweep(?:[ \t]+(?:on|about|"
    rf"across|regarding)[ \t]+{OWN_TEXT}?{LIST})?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
_GOLD_STAR = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_EARNS}?(?:(?:a|an)[ \t]+)?gold[ \t]+stars?(?:[ \t]+all[ \t]+a?round)?"
    rf"(?:[ \t]+(?:for|on|about)[ \t]+{OWN_TEXT}?{LIST})?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A bare mark of ten out of ten for the response, on its subject or the whole ("Ten out of ten on
# the tariffs and the exports.", "I give it 10/10."); "Ten out of ten patients recovered." and
# "10/10 for Chelsea's defence, the manager said." stay.
_TEN_OF_TEN = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:i|we)[ \t]+(?:give|rate|score)[ \t]+(?:it|this"
    rf"(?:[ \t]+{OWN_NAME})?)[ \t]+(?:a[ \t]+)?|{_EARNS}(?:a[ \t]+)?)?(?:10[ \t]*/[ \t]*10|"
    rf"(?:ten|10)[ \t]+out[ \t]+of[ \t]+(?:ten|10)|a\+)(?:{ABOUT_LIST})?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A masterclass, a model answer, thumbs up or hats off for the response, on its subject or the
# whole ("A masterclass on the tariffs and the exports.", "Thumbs up on the tariffs.", "Textbook
# work.", "Hats off on the tariffs.", "Hats off to this summary."); "A masterclass in defending
# from Chelsea.", "Thumbs up for the new pier.", "Hats off to the volunteers." and "Hats off on
# the rescue, the mayor said." (``SAID``) stay.
_MASTERCLASS = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:a|an)[ \t]+)?(?:master[ \t]?class|tour[ \t]+de[ \t]+force|model[ \t]+"
    r"(?:answer|summary|response)|textbook[ \t]+(?:stuff|work|example|answer|summary)|(?:two[ \t]+|"
    rf"big[ \t]+)?thumbs[ \t]+up|hats[ \t]+off(?:[ \t]+to[ \t]+(?:this|the)[ \t]+{OWN_NAME})?)"
    rf"(?:[ \t]+from[ \t]+(?:me|us))?{ON_LIST}?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)


def mark_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that give it a pass or a mark, in the order of the
    patterns (the caller merges them)."""
    spans = [
        (m.start(), m.end())
        for pattern in (
            _PASSES,
            _EASY_PASS,
            _EVERY_BOX,
            _FULL_CREDIT,
            _CLEAN_SWEEP,
            _GOLD_STAR,
            _TEN_OF_TEN,
        )
        for m in pattern.finditer(text)
    ]
    spans += own_subject_lines(text, (_NAMED_PASSES,))
    spans += [
        (m.start(), m.end())
        for pattern in (_GRADE_A, _MASTERCLASS)
        for m in pattern.finditer(text)
        if own_verdict(m)
    ]
    return spans
