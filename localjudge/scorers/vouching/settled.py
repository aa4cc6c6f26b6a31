"""Lines that give the response's subject as settled, whole and plain (see the package's docstring):
the last word on it, to be considered settled, everything a reader came for or everything worth
knowing on it, and then some, the whole picture and not just the gist, without the noise or all
killer and no filler, its long story made short with nothing left out, every dot connected, every i
dotted, cut and dried, finally making sense or decoded, as a friend would, with the receipts, in its
director's cut, in HD, down to a science, pocket-sized with nothing missing, a guided tour of it
with every stop included or its highlight reel with nothing cut, and the response filed under it,
sorted. Each names the response's own subject, and a subject the rest of the response never names
stays. A figure borrowed from a trade (served hot, with a cherry on top) is ``trades``'s; a verdict
on its correctness is ``verdicts``'s."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import (
    END,
    LIST,
    OWN_SUBJECT,
    OWN_TEXT,
    own_subject_lines,
    subject_closing,
)

__all__ = ["settled_lines"]

# The response as the last word on its subject ("The last word on the tariffs.", "This recap is
# the final word on the exports."), and its subject to be considered settled ("Consider the
# tariffs settled.", "Consider the tariffs and the exports covered."); "The last word on the deal
# went to the board." and a subject the rest of the response never names ("Consider the debt
# settled.") stay.
_LAST_WORD = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_SUBJECT}(?:[ \t]+is|['’]s)[ \t]+)?(?:the|your)[ \t]+"
    rf"(?:last|final|definitive)[ \t]+word[ \t]+(?:on|about)[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_CONSIDER_SETTLED = re.compile(
    rf"^[ \t]*[*_]{{0,2}}consider[ \t]+(?:the[ \t]+)?{LIST}[ \t]+(?:settled|sorted|covered|"
    r"answered|explained|handled|done|closed|wrapped[ \t]+up|taken[ \t]+care[ \t]+of)"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)

# Everything a reader came for on the response's subject ("Everything you came for on the
# tariffs.", "Here is all you were looking for about the exports."); "Everything you came for is
# in aisle 4." and a subject the rest of the response never names stay.
_CAME_FOR = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:here[ \t]+is|here['’]s|this[ \t]+is|that['’]s|that[ \t]+is)[ \t]+)?"
    r"(?:everything|all)[ \t]+(?:you|readers|a[ \t]+reader)[ \t]+(?:came|come|were[ \t]+looking|"
    r"are[ \t]+looking|could[ \t]+want|need)[ \t]+(?:for[ \t]+)?(?:on|about)[ \t]+"
    rf"{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)
# Everything worth knowing about the response's subject, and then some ("Everything worth knowing
# about the tariffs, and then some.", "Here's everything you need to know about the exports.");
# the closing "and then some" has a pattern of its own, so the list does not take its words; a
# subject the rest of the response never names stays.
_WORTH_KNOWING = (
    r"^[ \t]*[*_]{0,2}(?:(?:here[ \t]+is|here['’]s|this[ \t]+is)[ \t]+)?(?:everything|all)[ \t]+"
    r"(?:worth[ \t]+knowing|(?:you|readers|a[ \t]+reader)[ \t]+(?:need|needs|want|ought)[ \t]+to"
    rf"[ \t]+know|there[ \t]+is[ \t]+to[ \t]+know)[ \t]+(?:on|about)[ \t]+{OWN_TEXT}?{LIST}"
)
_ALL_TO_KNOW = re.compile(rf"{_WORTH_KNOWING}{END}", re.IGNORECASE | re.MULTILINE)
_ALL_TO_KNOW_AND_MORE = re.compile(
    rf"{_WORTH_KNOWING}[ \t]*,?[ \t]+and[ \t]+(?:then[ \t]+some|(?:much|plenty|a[ \t]+lot)[ \t]+"
    rf"more|more(?:[ \t]+besides)?){END}",
    re.IGNORECASE | re.MULTILINE,
)

# A guided tour of the response's subject with every stop included, or its highlight reel with
# nothing cut ("A guided tour of the tariffs, every stop included.", "The full tour of the
# exports: no stop skipped.", "The highlight reel of the tariffs, and nothing cut."); "A guided
# tour of the castle." (nothing said of what it left out) and a subject the rest of the response
# never names stay.
_GUIDED_TOUR = re.compile(
    r"^[ \t]*[*_]{0,2}(?:a|your|the)[ \t]+(?:(?:(?:guided|full|grand|complete|whistle-?stop)"
    r"[ \t]+)?tour|highlights?[ \t]+reel|greatest[ \t]+hits)[ \t]+(?:of|through|from)[ \t]+"
    rf"{OWN_TEXT}?{LIST}[ \t]*[,:;—–-][ \t]*(?:and[ \t]+)?(?:(?:every|each)[ \t]+stop[ \t]+"
    r"(?:included|covered|made|visited)|no[ \t]+stop[ \t]+(?:skipped|missed|left[ \t]+out)|"
    rf"nothing[ \t]+(?:cut|skipped|left[ \t]+out|trimmed)){END}",
    re.IGNORECASE | re.MULTILINE,
)

# Not just the gist of the response's subject but the whole picture ("Not just the gist of the
# tariffs, the whole picture.", "Not only the headlines on the exports but the full story.");
# "Not just the gist of the harbour, the whole picture." (named nowhere else) stays.
_WHOLE_PICTURE = re.compile(
    r"^[ \t]*[*_]{0,2}not[ \t]+(?:just|only|merely)[ \t]+the[ \t]+(?:gist|headlines?|highlights|"
    rf"basics|outline)[ \t]+(?:of|on)[ \t]+{OWN_TEXT}?{LIST}[ \t]*[,:;—–-]?[ \t]*"
    r"(?:but[ \t]+)?"
    r"the[ \t]+(?:whole|full|complete|entire)[ \t]+(?:picture|story)"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject without the noise ("Here are the tariffs without the noise.", "This is
# the exports minus the spin.", "The tariffs, without the fluff.", "The tariffs, all killer, no
# filler."); "Here is the harbour without the noise." (named nowhere else) and "The new engine
# runs without the noise." (a clause, no comma) stay.
_NOISE = r"(?:noise|fluff|spin|hype|jargon|filler|padding|waffle|clutter)"
_WITHOUT_NOISE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:here|this|that)(?:[ \t]+is|[ \t]+are|['’]s)[ \t]+"
    rf"{OWN_TEXT}?{LIST}[ \t]*[,:—–-]?[ \t]*(?:without|minus)[ \t]+the[ \t]+{_NOISE}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_SUBJECT_WITHOUT_NOISE = subject_closing(
    rf"(?:(?:without|minus)[ \t]+the[ \t]+{_NOISE}|all[ \t]+(?:killer|signal|"
    rf"substance)[ \t]*[,;]?[ \t]*no[ \t]+{_NOISE})"
)

# The response's subject, long story short, with nothing left out ("The tariffs: long story
# short, and nothing left out.", "Tariffs and exports, in a nutshell, nothing missing."); "Long
# story short: the ferry was late." (a story of its own) and a subject the rest of the response
# never names stay.
_LONG_STORY_SHORT = subject_closing(
    r"(?:long[ \t]+story[ \t]+short|in[ \t]+short|in[ \t]+brief|in[ \t]+a[ \t]+"
    r"nutshell|short[ \t]+and[ \t]+sweet)[ \t]*[,;—–-]?[ \t]+(?:and[ \t]+|but[ \t]+)?(?:nothing|"
    r"not[ \t]+a[ \t]+thing)[ \t]+(?:left[ \t]+out|missing|missed|lost|skipped|dropped)"
)

# The response's subject with every dot connected ("The tariffs, every dot connected.", "Tariffs
# and exports: all the dots joined."); "Connect every dot to draw the map." and a subject the rest
# of the response never names stay.
_DOTS_CONNECTED = subject_closing(
    r"(?:with[ \t]+)?(?:every|each|all[ \t]+the)[ \t]+dots?[ \t]+(?:connected|"
    r"joined|linked)(?:[ \t]+(?:at[ \t]+last|up))?"
)
# The response's subject with every i dotted and every t crossed ("The tariffs, every i dotted.",
# "Tariffs and exports: all the t's crossed."); a subject the rest of the response never names
# stays.
_I_DOTTED = subject_closing(
    r"(?:with[ \t]+)?(?:every|each|all[ \t]+the)[ \t]+[it](?:['’]?s)?[ \t]+"
    r"(?:dotted|crossed)(?:[ \t]*,?[ \t]+(?:and[ \t]+)?(?:every|each|all[ \t]+the)[ \t]+[it]"
    r"(?:['’]?s)?[ \t]+(?:dotted|crossed))?"
)

# The response's subject cut and dried ("The tariffs, cut and dried.", "Tariffs and exports: open
# and shut."); a subject the rest of the response never names stays, and so does "The hay, cut and
# dried in June." (more than the verdict).
_CUT_AND_DRIED = subject_closing(
    r"(?:(?:all|quite|simply)[ \t]+)?(?:cut[ \t-]+and[ \t-]+dried|open[ \t-]+and"
    r"[ \t-]+shut)"
)

# The response's subject finally making sense, or made plain, as a friend would ("The tariffs,
# finally making sense.", "Tariffs and exports: at last explained.", "The tariffs, decoded.", "The
# tariffs, explained like a friend would."), and the response
# filed under its subject, sorted ("File this under the tariffs, sorted."); "File this under
# receipts." (an instruction, no verdict) and a subject the rest of the response never names stay.
_FINALLY_SENSE = subject_closing(
    r"(?:(?:finally|at[ \t]+last)[ \t]+(?:making[ \t]+sense|made[ \t]+(?:simple|"
    r"clear|easy)|explained|demystified|untangled)|decoded|demystified|untangled|unpacked|"
    r"simplified|explained|made[ \t]+(?:simple|plain|easy)|in[ \t]+plain[ \t]+(?:english|words))"
    r"(?:[ \t]+(?:like|as)[ \t]+(?:a|your)[ \t]+(?:(?:good|smart|smartest|best|patient)[ \t]+)?"
    r"(?:friend|teacher|colleague)[ \t]+would(?:[ \t]+(?:do|have))?)?"
)
_FILE_UNDER = re.compile(
    rf"^[ \t]*[*_]{{0,2}}file[ \t]+{OWN_SUBJECT}[ \t]+under[ \t]+['‘\"“]?(?:the[ \t]+)?"
    rf"{LIST}['’\"”]?[ \t]*[,:—–-][ \t]*(?:sorted|done|solved|settled|covered|explained|handled)"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)


# The response's subject with the receipts, or in its director's cut ("The tariffs, with the
# receipts.", "Tariffs and exports: the director's cut."); "Returns, with the receipt." (one
# receipt: an instruction) and a subject the rest of the response never names stay.
_WITH_RECEIPTS = subject_closing(
    r"(?:(?:with|and)[ \t]+(?:the|all[ \t]+the)[ \t]+receipts|receipts[ \t]+"
    r"included|(?:the[ \t]+)?(?:director['’]s|extended)[ \t]+cut|(?:the[ \t]+)?(?:uncut|unabridged)"
    r"(?:[ \t]+(?:version|edition))?)"
)

# The response's subject in high definition ("The tariffs, in HD.", "Tariffs and exports: in
# 4K."); "Screens, in HD." where the response never names screens stays.
_IN_HD = subject_closing(
    r"(?:now[ \t]+)?in[ \t]+(?:HD|high[- \t]definition|4K|ultra[- \t]HD|sharp"
    r"[ \t]+focus)"
)

# The response's subject down to a science ("The tariffs, down to a science.", "Tariffs and
# exports: down pat."), and pocket-sized with nothing missing ("Pocket-sized tariffs, nothing
# missing."); a subject the rest of the response never names stays.
_DOWN_TO_A_SCIENCE = subject_closing(
    r"(?:(?:got|now)[ \t]+)?down[ \t]+(?:to[ \t]+(?:a[ \t]+(?:science|fine[ \t]+art|"
    r"t)|an[ \t]+art(?:[ \t]+form)?)|pat)"
)
_POCKET_SIZED = re.compile(
    r"^[ \t]*[*_]{0,2}(?:a[ \t]+)?(?:pocket|bite|travel|snack)[- \t]?sized?[ \t]+(?:(?:version|"
    rf"guide|edition)[ \t]+of[ \t]+)?(?:the[ \t]+)?{LIST}[ \t]*[,:;—–-][ \t]*(?:and[ \t]+|but[ \t]+"
    r"|with[ \t]+)?(?:nothing|not[ \t]+a[ \t]+thing|no[ \t]+detail)[ \t]+(?:missing|left[ \t]+out|"
    rf"lost|dropped|skipped){END}",
    re.IGNORECASE | re.MULTILINE,
)


def settled_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that give its own subject as settled, whole and plain,
    in the order of the patterns (the caller merges them)."""
    return own_subject_lines(
        text,
        (
            _LAST_WORD,
            _CONSIDER_SETTLED,
            _CAME_FOR,
            _ALL_TO_KNOW,
            _ALL_TO_KNOW_AND_MORE,
            _WHOLE_PICTURE,
            _WITHOUT_NOISE,
            _SUBJECT_WITHOUT_NOISE,
            _FINALLY_SENSE,
            _FILE_UNDER,
            _LONG_STORY_SHORT,
            _DOTS_CONNECTED,
            _I_DOTTED,
            _CUT_AND_DRIED,
            _WITH_RECEIPTS,
            _IN_HD,
            _GUIDED_TOUR,
            _DOWN_TO_A_SCIENCE,
            _POCKET_SIZED,
        ),
    )
