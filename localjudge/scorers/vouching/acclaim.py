"""Lines that vouch for the response, named, by the acclaim it earns (see the package's docstring):
compliments to whoever wrote it, a bar it sets for every other, a wish that every other were as
good, the time spent on it said to be well spent, it or its subject set above its source or the
press ("beats an hour with the article", "told better than the papers did"), its subject the way a
good editor would want it, nobody who does its subject like it, a reader who comes for its subject
and stays for its clarity, and it as the Swiss Army knife of its subject. Praise in the shapes that
came before is ``praise``'s; what a reader or an editor could do with it is ``trust``'s."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import (
    END,
    FINE,
    LIST,
    NAMED_RECAP,
    ON_LIST,
    OWN_NAME,
    OWN_NAMED,
    OWN_SUBJECT,
    OWN_TEXT,
    OWN_THIS,
    SOURCE,
    WRITER_OF,
    own_subject_lines,
    subject_closing,
)

__all__ = ["acclaim_lines"]

# Compliments to whoever wrote the response, named ("My compliments to whoever wrote this recap
# of the tariffs.", "Congratulations to the author of the summary."); "My compliments to the
# chef." and "Compliments to whoever wrote this report." (no name of the response) stay.
_COMPLIMENTS = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:my|our)[ \t]+)?(?:(?:warm(?:est)?|sincere|hearty)[ \t]+)?"
    rf"(?:compliments|congratulations|congrats|respect|plaudits)[ \t]+to[ \t]+{WRITER_OF}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response, named, that sets or raises the bar for every other ("This recap of the tariffs
# sets the bar for every other recap.", "The summary raises the bar."); "The new law sets the bar
# for every other state." (no name of the response) stays.
_SETS_THE_BAR = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{NAMED_RECAP}[ \t]+(?:sets|raises|has[ \t]+(?:set|raised))[ \t]+the"
    r"[ \t]+(?:bar|standard)(?:[ \t]+(?:for|to)[ \t]+(?:every|all|any)(?:[ \t]+(?:the[ \t]+)?"
    rf"others?)?(?:[ \t]+{OWN_NAME}s?)?)?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A wish that every other recap were as good as the response ("If only every recap of the tariffs
# were this good.", "I wish all summaries read like this one.", "More recaps like this, please.");
# "If only every train were this fast." (no recap), "Every summary of the talks was this long."
# (no word of quality) and a subject the rest of the response never names stay.
_WRITINGS = (
    r"(?:summar(?:y|ies)|recaps?|responses?|answers?|repl(?:y|ies)|versions?|accounts?|"
    r"write-?ups?|rundowns?|digests?)"
)
_EVERY_OTHER = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:if[ \t]+only|i[ \t]+wish|we[ \t]+need|here['’]s[ \t]+to)[ \t]+)?"
    rf"(?:every|all|each|other|more)[ \t]+(?:(?:the[ \t]+)?other[ \t]+)?{_WRITINGS}(?:[ \t]+"
    rf"(?:of|on|about)[ \t]+{LIST})?(?:[ \t]+(?:were|was|are|is|(?:could|should|would)[ \t]+be|"
    rf"read|reads|looked))?[ \t]+(?:(?:this|so|as)[ \t]+{FINE}(?:[ \t]+as[ \t]+this(?:[ \t]+"
    rf"one)?)?|like[ \t]+this(?:[ \t]+one)?)(?:,?[ \t]+please)?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The time spent on the response, named, said to be well spent ("Time well spent: this recap of
# the tariffs.", "The summary was time well spent."); "Time well spent: a day at the zoo." (no
# name of the response) stays.
_TIME_WELL_SPENT = re.compile(
    r"^[ \t]*[*_]{0,2}(?P<lead>(?:time|minutes?|every[ \t]+minute)[ \t]+well[ \t]+spent(?:[ \t]*"
    rf"[:,—–-][ \t]*|[ \t]+(?:on|reading)[ \t]+))?{NAMED_RECAP}(?(lead)|[ \t]+(?:is|was|will"
    r"[ \t]+be)[ \t]+(?:(?:reading[ \t]+)?time|every[ \t]+minute)[ \t]+well[ \t]+spent)"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The press or the source the response is set above: a piece of it, or all of it.
_PRESS = rf"(?:{SOURCE}s?|papers|newspapers|press|news|headlines|wires?|coverage|broadcasts?)"
# A spell of reading (five minutes, an hour) with the response or its source.
_SPELL = (
    r"(?:(?:(?:a[ \t]+few|two|three|five|ten|fifteen|twenty|thirty|\d+)[ \t]+minutes|"
    r"an?[ \t]+(?:minute|hour|afternoon|morning|evening|day|week|glance|moment)|hours|days)"
    r"[ \t]+(?:with|on|reading)[ \t]+)"
)

# The response, named, set above its source or the press on its subject ("Five minutes with
# this recap beats an hour with the article on the tariffs.", "This summary beats reading the
# whole report on the exports.", "The recap is better than the papers on the tariffs."); "Five
# minutes with the coach beats an hour with the manual." (no name of the response) and a
# subject the rest of the response never names stay.
_BEATS_SOURCE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_SPELL}?{OWN_NAMED}[ \t]+(?:beats|trumps|outdoes|tops|is[ \t]+"
    r"(?:worth[ \t]+more[ \t]+than|better[ \t]+than|clearer[ \t]+than))[ \t]+"
    rf"(?:{_SPELL}|reading[ \t]+)?(?:the|any|all[ \t]+the)[ \t]+{_PRESS}{ON_LIST}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject, told better than its source or the press told it ("The tariffs, told
# better than the papers did.", "Tariffs and exports: explained more clearly than any article
# managed."), or the response, named, that tells it so ("This recap tells the tariffs better than
# the news did."); "The film, told better than the book did." (a book) and a subject the rest of
# the response never names stay.
_BETTER = (
    r"(?:far[ \t]+|much[ \t]+|a[ \t]+lot[ \t]+)?(?:better|more[ \t]+(?:clearly|plainly|"
    rf"fairly|accurately|honestly))[ \t]+than[ \t]+(?:the|any|most|all[ \t]+the)[ \t]+{_PRESS}"
    r"(?:[ \t]+(?:did|do|does|could|managed|ever[ \t]+did|has|have|ever[ \t]+has))?"
)
_TOLD_BETTER = subject_closing(
    r"(?:told|explained|covered|reported|put|laid[ \t]+out|summed[ \t]+up|"
    rf"summari[sz]ed|set[ \t]+out)[ \t]+{_BETTER}"
)
_TELLS_BETTER = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{OWN_NAMED}[ \t]+(?:tells|explains|covers|reports|puts|lays[ \t]+"
    rf"out|sums[ \t]+up)[ \t]+(?:the[ \t]+)?{LIST}[ \t]+{_BETTER}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject, the way a good editor (a reader, a fact-checker) would want it ("The
# tariffs, just the way a good editor would want it.", "Tariffs and exports: exactly as any
# fact-checker would like them."); "The kitchen, just the way a good chef would want it." and a
# subject the rest of the response never names stay.
_EDITOR_WANTS = subject_closing(
    r"(?:just|exactly|precisely)?[ \t]*(?:the[ \t]+way|how|as)[ \t]+(?:a|any|every)"
    r"[ \t]+(?:(?:good|careful|demanding|fussy|strict|seasoned)[ \t]+)?(?:editor|sub-?editor|"
    r"fact-?checker|reader|journalist|reporter)[ \t]+(?:would|could|should|will)[ \t]+(?:want|"
    r"like|wish|expect|have)[ \t]+(?:it|them)(?:[ \t]+(?:told|done|written))?"
)

# Nobody who does its subject like the response ("Nobody does the tariffs quite like this.", "No
# one explains the exports better than this recap."); "Nobody does pasta quite like this
# restaurant." and a subject the rest of the response never names stay.
_NOBODY_DOES = re.compile(
    r"^[ \t]*[*_]{0,2}(?:nobody|no[ \t]+one|no[ \t]+other[ \t]+(?:recap|summary))[ \t]+(?:does|"
    r"covers|tells|explains|sums[ \t]+up)[ \t]+(?:the[ \t]+)?"
    rf"{LIST}[ \t]+(?:quite[ \t]+like|like|better[ \t]+than)[ \t]+{OWN_THIS}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A reader who comes for its subject and stays for the response's clarity ("Come for the tariffs,
# stay for the clarity.", "Come for the exports and stay for the insight."); "Come for the ferry,
# stay for the views." (no quality of writing) and a subject the rest of the response never names
# stay.
_STAY_FOR = re.compile(
    rf"^[ \t]*[*_]{{0,2}}come[ \t]+for[ \t]+(?:the[ \t]+)?{LIST}[ \t]*[,;—–-]?[ \t]*"
    r"(?:and[ \t]+|but[ \t]+)?stay[ \t]+for[ \t]+the[ \t]+(?:clarity|insight|analysis|writing|"
    r"detail|context|depth|accuracy|care|prose|precision)"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response, or nothing named, as the Swiss Army knife of its subject ("The Swiss Army knife of
# the tariffs.", "This recap is the Swiss Army knife of the exports."); "The Swiss Army knife of
# the harbour." stays when the rest of the response never names the harbour.
_SWISS_ARMY_KNIFE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_SUBJECT}(?:[ \t]+is|['’]s)[ \t]+)?(?:the|a|your)[ \t]+swiss[ \t]+"
    rf"army[ \t]+knife[ \t]+(?:of|for|on)[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)


def acclaim_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that vouch for it by the acclaim it earns, in the order
    of the patterns (the caller merges them)."""
    return own_subject_lines(
        text,
        (
            _COMPLIMENTS,
            _SETS_THE_BAR,
            _EVERY_OTHER,
            _TIME_WELL_SPENT,
            _BEATS_SOURCE,
            _TOLD_BETTER,
            _TELLS_BETTER,
            _EDITOR_WANTS,
            _NOBODY_DOES,
            _STAY_FOR,
            _SWISS_ARMY_KNIFE,
        ),
    )
